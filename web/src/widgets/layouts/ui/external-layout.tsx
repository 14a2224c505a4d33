import { useTranslation } from 'react-i18next';
import { Outlet } from '../../../shared/routes/index.ts';
import { BrandLogo } from '../../../entities/brand/index.ts';
import { LanguageSwitcher } from '../../../features/switch-language/index.ts';
import { Guard } from './guard.tsx';
import './layouts.css';

/** Spec 1 §2 public pages: a centred card with the brand logo and the language switcher. */
export function ExternalLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout-external">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="external-header">
        <BrandLogo />
        <LanguageSwitcher />
      </header>
      <main id="main" className="external-card" tabIndex={-1}>
        <Guard layout="external">
          <Outlet />
        </Guard>
      </main>
    </div>
  );
}
