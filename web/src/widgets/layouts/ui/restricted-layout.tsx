import { useTranslation } from 'react-i18next';
import { Outlet } from '../../../shared/routes/index.ts';
import { BrandLogo } from '../../../entities/brand/index.ts';
import { SignOutButton } from '../../../features/sign-out/index.ts';
import { LanguageSwitcher } from '../../../features/switch-language/index.ts';
import { Guard } from './guard.tsx';
import './layouts.css';

/** Spec 1 §2 restricted pages: signed in, but only the task at hand and a way out. */
export function RestrictedLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout-restricted">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="app-header">
        <BrandLogo />
        <div className="header-actions">
          <LanguageSwitcher />
          <SignOutButton />
        </div>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <Guard layout="restricted">
          <Outlet />
        </Guard>
      </main>
    </div>
  );
}
