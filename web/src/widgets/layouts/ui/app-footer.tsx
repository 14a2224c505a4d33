import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $config } from '../../../entities/brand/index.ts';
import { $isBusiness } from '../../../entities/customer/index.ts';
import { footerLinks } from '../model/footer-links.ts';

/**
 * The signed-in pages' footer: fees, the support contacts and the app's store links (spec 1 §1; the rule is
 * model/footer-links.ts). A chunk of its own, shown once the page is (it sits below the page: it shifts nothing).
 */
export function AppFooter() {
  const { t } = useTranslation();
  const [config, isBusiness] = useUnit([$config, $isBusiness]);
  const links = footerLinks(config, isBusiness);
  if (links.length === 0) return null;
  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.label')}>
        <ul>
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.href} rel="noopener noreferrer">
                {t(`footer.${l.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
