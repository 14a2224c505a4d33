import { useUnit } from 'effector-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, Navigate, Outlet, createBrowserRouter, useRouteError } from 'react-router';
import { $configFailed } from '../entities/brand/index.ts';
import { ActivationNotice } from '../features/activate-account/index.ts';
import { ErrorDialog } from '../widgets/error-dialog/index.ts';
import { ExternalLayout, MainLayout, RestrictedLayout, StaticLayout } from '../widgets/layouts/index.ts';
import { type Layout, type RouteKey, homeHref, routeList } from '../shared/routes/index.ts';
import { Skeleton } from '../shared/ui/index.ts';

type Lazy = () => Promise<{ element: ReactElement }>;

/** Screens built so far; every other declared route gets the placeholder page. */
const built: Partial<Record<RouteKey, Lazy>> = {
  login: () => import('../pages/login/index.ts').then((m) => ({ element: <m.LoginPage /> })),
  home: () => import('../pages/home/index.ts').then((m) => ({ element: <m.HomePage /> })),
  scp: () => import('../pages/scp/index.ts').then((m) => ({ element: <m.ScpPage /> })),
  scpMobile: () => import('../pages/scp/index.ts').then((m) => ({ element: <m.ScpMobilePage /> })),
  authSei: () => import('../pages/auth-sei/index.ts').then((m) => ({ element: <m.AuthSeiPage /> })),
  activate: () => import('../pages/activate/index.ts').then((m) => ({ element: <m.ActivatePage /> })),
  passwordReset: () => import('../pages/password-reset/index.ts').then((m) => ({ element: <m.PasswordResetPage /> })),
  passwordResetConfirm: () =>
    import('../pages/password-reset/index.ts').then((m) => ({ element: <m.PasswordResetPage /> })),
  setting: () => import('../pages/setting/index.ts').then((m) => ({ element: <m.SettingPage /> })),
  payoutBlacklist: () =>
    import('../pages/payout-blacklist/index.ts').then((m) => ({ element: <m.PayoutBlacklistPage /> })),
  loginHistory: () => import('../pages/login-history/index.ts').then((m) => ({ element: <m.LoginHistoryPage /> })),
  legal: () => import('../pages/legal/index.ts').then((m) => ({ element: <m.LegalPage /> })),
  profile: () => import('../pages/profile/index.ts').then((m) => ({ element: <m.ProfilePage /> })),
  kyc: () => import('../pages/kyc/index.ts').then((m) => ({ element: <m.KycPage /> })),
  profileUpdate: () => import('../pages/kyc/index.ts').then((m) => ({ element: <m.ProfileUpdatePage /> })),
  unverifiedAccount: () =>
    import('../pages/unverified-account/index.ts').then((m) => ({ element: <m.UnverifiedAccountPage /> })),
  limitedAccount: () =>
    import('../pages/limited-account/index.ts').then((m) => ({ element: <m.LimitedAccountPage /> })),
  videoIdentityJob: () =>
    import('../pages/video-identity-job/index.ts').then((m) => ({ element: <m.VideoIdentityJobPage /> })),
  identityVerification: () =>
    import('../pages/identity-verification/index.ts').then((m) => ({ element: <m.IdentityVerificationPage /> })),
  companyAccess: () => import('../pages/company-access/index.ts').then((m) => ({ element: <m.CompanyAccessPage /> })),
  companyEmails: () => import('../pages/company-emails/index.ts').then((m) => ({ element: <m.CompanyEmailsPage /> })),
  company: () => import('../pages/company/index.ts').then((m) => ({ element: <m.CompanyPage /> })),
  companyPath: () => import('../pages/company/index.ts').then((m) => ({ element: <m.CompanyPage /> })),
  companyDocuments: () =>
    import('../pages/company-documents/index.ts').then((m) => ({ element: <m.CompanyDocumentsPage /> })),
  adminOverview: () => import('../pages/admin-overview/index.ts').then((m) => ({ element: <m.AdminOverviewPage /> })),
  customerAccess: () =>
    import('../pages/customer-access/index.ts').then((m) => ({ element: <m.CustomerAccessPage /> })),
  authorisedUserLogin: () =>
    import('../pages/customer-access/index.ts').then((m) => ({ element: <m.AuthorisedUserLoginPage /> })),
  selfCertificationRepresentative: () =>
    import('../pages/self-certification-representative/index.ts').then((m) => ({
      element: <m.SelfCertificationRepresentativePage />,
    })),
  profileNotifications: () =>
    import('../pages/profile-notifications/index.ts').then((m) => ({ element: <m.ProfileNotificationsPage /> })),
  legalTos: () =>
    Promise.all([import('../pages/legal-tos/index.ts'), import('../pages/not-found/index.ts')]).then(([legal, nf]) => ({
      element: <legal.LegalTosPage notFound={<nf.NotFoundPage />} />,
    })),
  transferAccount: () =>
    import('../pages/transfer-account/index.ts').then((m) => ({ element: <m.TransferAccountPage /> })),
  transferP2p: () => import('../pages/transfer-p2p/index.ts').then((m) => ({ element: <m.TransferP2pPage /> })),
  history: () => import('../pages/history/index.ts').then((m) => ({ element: <m.HistoryPage /> })),
  statements: () => import('../pages/statements/index.ts').then((m) => ({ element: <m.StatementsPage /> })),
  // issue 5, cards
  cards: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardsPage /> })),
  cardsAccount: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardDetailPage /> })),
  cardPin: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardPinPage /> })),
  news: () => import('../pages/news/index.ts').then((m) => ({ element: <m.NewsPage /> })),
  addCard: () => import('../pages/add-card/index.ts').then((m) => ({ element: <m.AddCardPage /> })),
  confirmCard: () => import('../pages/confirm-card/index.ts').then((m) => ({ element: <m.ConfirmCardPage /> })),
};

function placeholder(name: string, path: string): Lazy {
  return () =>
    import('../pages/placeholder/index.ts').then((m) => ({ element: <m.PlaceholderPage name={name} path={path} /> }));
}

const notFound: Lazy = () => import('../pages/not-found/index.ts').then((m) => ({ element: <m.NotFoundPage /> }));

const layouts: Record<Layout, ReactElement> = {
  external: <ExternalLayout />,
  restricted: <RestrictedLayout />,
  main: <MainLayout />,
  static: <StaticLayout />,
};

function Root() {
  const { t } = useTranslation();
  const [configFailed] = useUnit([$configFailed]);
  if (configFailed) {
    return (
      <main id="main" className="content centered">
        <h1>{t('errors.serverNotAvailable')}</h1>
        <p>
          <a href="/">{t('common.retry')}</a>
        </p>
      </main>
    );
  }
  return (
    <>
      <Outlet />
      <ErrorDialog />
      <ActivationNotice />
    </>
  );
}

function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A chunk that failed to load after a deploy is the usual cause: a reload fetches the new one.
  console.error(error);
  return (
    <main id="main" className="content centered">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.unknown')}</p>
      <p>
        <a href="/">{t('common.goHome')}</a>
      </p>
    </main>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <Skeleton label={t('common.loading')} />;
}

export function appRoutes(): RouteObject[] {
  const groups = (['external', 'restricted', 'main', 'static'] as const).map((layout): RouteObject => ({
    element: layouts[layout],
    children: routeList
      .filter((r) => r.layout === layout)
      .map((r): RouteObject => ({ path: r.path, lazy: built[r.key] ?? placeholder(r.name, r.path) })),
  }));
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: Loading,
      children: [
        { path: '/', element: <Navigate to={homeHref} replace /> },
        ...groups,
        { element: <StaticLayout />, children: [{ path: '*', lazy: notFound }] },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
export type AppRouter = ReturnType<typeof createAppRouter>;
