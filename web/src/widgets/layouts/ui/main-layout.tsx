import { useUnit } from 'effector-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../entities/brand/index.ts';
import { SwitchCustomerLink } from '../../../entities/customer/index.ts';
import { $userName } from '../../../entities/session/index.ts';
import { NotificationToasts } from '../../../features/notification-toasts/index.ts';
import { SignOutButton } from '../../../features/sign-out/index.ts';
import { LanguageSwitcher } from '../../../features/switch-language/index.ts';
import { paths, NavLink, Outlet } from '../../../shared/routes/index.ts';
import { ToastRegion } from '../../../shared/ui/index.ts';
import { AfterPageShown } from './after-page-shown.tsx';
import { MainNav } from './main-nav.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { StatusBannerLoad, WithStatusBanner } from './status-banner.tsx';
import { Guard } from './guard.tsx';
import './layouts.css';

/**
 * The approvals counts on "Transfers" (spec 2 §7 "Notification counts"): a chunk of its own, see transfers-count.tsx,
 * loaded once the page is shown (AfterPageShown), so it does not compete with the page's first paint.
 */
const TransfersCount = lazy(() => import('./transfers-count.tsx').then((m) => ({ default: m.TransfersCount })));
/** The footer's links (app-footer.tsx), the same way. */
const AppFooter = lazy(() => import('./app-footer.tsx').then((m) => ({ default: m.AppFooter })));
/** The Messages entry's unread count (messages-count.tsx), the same way. */
const MessagesCount = lazy(() => import('./messages-count.tsx').then((m) => ({ default: m.MessagesCount })));

const navigation = [
  { key: 'nav.home', href: paths.home.getHref() },
  { key: 'nav.history', href: paths.history.getHref() },
  { key: 'nav.transfers', href: paths.transferP2p.getHref() },
  { key: 'nav.cards', href: paths.cards.getHref() },
  { key: 'nav.statements', href: paths.statements.getHref() },
  { key: 'nav.messages', href: paths.messages.getHref() },
  { key: 'nav.profile', href: paths.profile.getHref() },
] as const;

/** Spec 1 §2 signed-in pages: header with brand, navigation, language, user and sign out. */
export function MainLayout() {
  const { t } = useTranslation();
  const [userName] = useUnit([$userName]);
  return (
    <div className="layout-main">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="app-header">
        <BrandLogo />
        <MainNav label={t('layout.mainNavigation')} menuLabel={t('layout.menu')}>
          {navigation.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href}>
                {t(item.key)}
                {item.key === 'nav.transfers' ? (
                  <AfterPageShown>
                    <Suspense fallback={null}>
                      <TransfersCount />
                    </Suspense>
                  </AfterPageShown>
                ) : null}
                {item.key === 'nav.messages' ? (
                  <AfterPageShown>
                    <Suspense fallback={null}>
                      <MessagesCount />
                    </Suspense>
                  </AfterPageShown>
                ) : null}
              </NavLink>
            </li>
          ))}
        </MainNav>
        <div className="header-actions">
          <SwitchCustomerLink />
          <LanguageSwitcher />
          {userName ? (
            <span className="user-name" data-testid="user-name">
              {userName}
            </span>
          ) : null}
          <SignOutButton />
        </div>
      </header>
      <ProfileMenu />
      <StatusBannerLoad />
      <main id="main" className="content" tabIndex={-1}>
        <Guard layout="main">
          <WithStatusBanner>
            <Outlet />
          </WithStatusBanner>
        </Guard>
      </main>
      <AfterPageShown>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      </AfterPageShown>
      <AfterPageShown>
        <ToastRegion label={t('common.notifications')} dismissLabel={t('common.dismiss')} />
        <NotificationToasts />
      </AfterPageShown>
    </div>
  );
}
