import { useTranslation } from 'react-i18next';
import { Outlet } from '../../../shared/routes/index.ts';
import { BrandLogo } from '../../../entities/brand/index.ts';
import './layouts.css';

/** Static documents (the brand's terms of service): readable by anyone, no session needed. */
export function StaticLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout-static">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="external-header">
        <BrandLogo />
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
