import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accessRightValues } from '@app/contracts';
import { $accessInfo, $isBusiness } from '../../../entities/customer/index.ts';
import { NavLink } from '../../../shared/routes/index.ts';
import { merchantNavFor } from '../model.ts';
import './merchant-layout.css';

/**
 * The frame of every merchant page (spec 3 §2 "Merchant section /merchant/"): the page's title, the section
 * navigation grouped as the spec lists the pages, and the page. A personal customer owns the account (full rights);
 * a business user's rights are the acting user's access info. Until that is known the internal pages are not offered.
 */
export function MerchantLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [isBusiness, accessInfo] = useUnit([$isBusiness, $accessInfo]);
  const rights = isBusiness ? (accessInfo?.accessRights ?? null) : accessRightValues.fullAccess;
  return (
    <div className="merchant-layout">
      <h1 className="merchant-layout-title">{title}</h1>
      <nav className="merchant-nav" aria-label={t('merchantNav.label')}>
        {merchantNavFor(rights).map(({ group, items }) => (
          <div key={group} className="merchant-nav-group">
            <span id={`merchant-nav-${group}`} className="merchant-nav-title">
              {t(`merchantNav.groups.${group}`)}
            </span>
            <ul aria-labelledby={`merchant-nav-${group}`}>
              {items.map((i) => (
                <li key={i.key}>
                  <NavLink to={i.href} end>
                    {t(`merchantNav.pages.${i.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="merchant-layout-page">{children}</div>
    </div>
  );
}
