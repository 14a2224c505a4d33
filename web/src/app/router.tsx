import { useUnit } from 'effector-react';
import { Component, type ReactElement, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { $configFailed } from '../entities/brand/index.ts';
import { ExternalLayout, MainLayout, RestrictedLayout, StaticLayout, preloadLayout } from '../widgets/layouts/index.ts';
import {
  type Layout,
  type RouteKey,
  BrowserRouter,
  Navigate,
  Outlet,
  RouteContext,
  homeHref,
  matchRoutes,
  navigate,
  routeList,
  useLocation,
} from '../shared/routes/index.ts';
import { allMessagesLoaded } from '../shared/i18n/index.ts';
import { AfterFirstPaint, Skeleton } from '../shared/ui/index.ts';

/*
 * Closed at start: the global error dialog (with the terms' acceptance) and the activation notice are chunks of their
 * own, loaded after the first paint (their state lives in models loaded at start or with the page that opens them).
 */
const ErrorDialog = lazy(() => import('../widgets/error-dialog/index.ts').then((m) => ({ default: m.ErrorDialog })));
const ActivationNotice = lazy(() =>
  import('../features/activate-account/index.ts').then((m) => ({ default: m.ActivationNotice })),
);

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
  transferPreapprovedPayments: () =>
    import('../pages/transfer-preapproved/index.ts').then((m) => ({ element: <m.TransferPreapprovedPage /> })),
  transferApproved: () =>
    import('../pages/transfer-approved/index.ts').then((m) => ({ element: <m.TransferApprovedPage /> })),
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
  // mass transfers (spec 2 §2): the kinds, P2P and the confirm steps; /transfer/mass/global is gp-web's
  transferMass: () => import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassPage /> })),
  transferMassWire: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="wire" /> })),
  transferMassEft: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="eft" /> })),
  transferMassOct: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="oct" /> })),
  transferMassDigital: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="digital" /> })),
  transferMassP2p: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="p2p" /> })),
  transferExternalMassConfirm: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassConfirmPage flow="external" /> })),
  transferMassP2pConfirm: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassConfirmPage flow="p2p" /> })),
  history: () => import('../pages/history/index.ts').then((m) => ({ element: <m.HistoryPage /> })),
  historyBatchTransfers: () =>
    import('../pages/batch-history/index.ts').then((m) => ({ element: <m.BatchHistoryPage /> })),
  statements: () => import('../pages/statements/index.ts').then((m) => ({ element: <m.StatementsPage /> })),
  // cards (spec 2 §2)
  cards: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardsPage /> })),
  cardsAccount: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardDetailPage /> })),
  transferExternal: () =>
    import('../pages/transfer-external/index.ts').then((m) => ({ element: <m.TransferExternalPage /> })),
  transferMassGlobal: () =>
    import('../pages/transfer-mass-global/index.ts').then((m) => ({ element: <m.TransferMassGlobalPage /> })),
  transferExternalGlobalSummary: () =>
    import('../pages/transfer-mass-global/index.ts').then((m) => ({ element: <m.GlobalSummaryPage /> })),
  cardPin: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardPinPage /> })),
  news: () => import('../pages/news/index.ts').then((m) => ({ element: <m.NewsPage /> })),
  addCard: () => import('../pages/add-card/index.ts').then((m) => ({ element: <m.AddCardPage /> })),
  confirmCard: () => import('../pages/confirm-card/index.ts').then((m) => ({ element: <m.ConfirmCardPage /> })),
  receive: () => import('../pages/receive/index.ts').then((m) => ({ element: <m.ReceivePage /> })),
  transferInvoices: () => import('../pages/transfer-invoices/index.ts').then((m) => ({ element: <m.InvoicesPage /> })),
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
  const { pathname } = useLocation();
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
      {/* the first load of a page's chunk shows the skeleton; a page that fails shows the error page */}
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <AfterFirstPaint>
        <ErrorDialog />
        <ActivationNotice />
      </AfterFirstPaint>
    </>
  );
}

/** A page that failed to render or whose chunk failed to load: the error page instead of a blank screen. */
class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override componentDidUpdate(prev: { pathname: string }) {
    // another page clears the error (without remounting the layouts on every navigation)
    if (this.state.failed && prev.pathname !== this.props.pathname) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  const { t } = useTranslation();
  // A chunk that failed to load after a deploy is the usual cause: a reload fetches the new one.
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

/**
 * A page's chunk as an element: loaded when first rendered (React.lazy), the old page kept on
 * screen meanwhile (the router's updates are transitions). The app loads no route data through
 * the router: routes are a table matched on the address (shared/routes, on wouter).
 */
function lazyElement(load: Lazy, messages: 'start' | 'all' = 'all'): { element: ReactElement; preload: Preload } {
  // Every page but /login needs the en texts past the ones /login bundles (shared/i18n allMessagesLoaded).
  let loaded: ReactElement | undefined;
  let loading: Promise<ReactElement> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), messages === 'all' ? allMessagesLoaded() : undefined]).then(
      ([{ element }]) => (loaded = element),
    ));
  const Page = lazy(() => preload().then((element) => ({ default: () => element })));
  // a page preloaded before the first render (createAppRouter's preload) renders at once, without a fallback
  function Route() {
    return loaded ?? <Page />;
  }
  return { element: <Route />, preload };
}

type Preload = () => Promise<unknown>;

/** A route: its path, the layout it renders in (none for the redirect of '/'), its element and what it preloads. */
export interface AppRoute {
  path: string;
  layout: Layout | null;
  element: ReactElement;
  preload: Preload[];
}

/** The route table, in react-router's order (ranked by shared/routes matchRoutes). */
export function appRoutes(): AppRoute[] {
  const pages = (['external', 'restricted', 'main', 'static'] as const).flatMap((layout) =>
    routeList
      .filter((r) => r.layout === layout)
      .map((r): AppRoute => {
        const page = lazyElement(built[r.key] ?? placeholder(r.name, r.path), r.key === 'login' ? 'start' : 'all');
        const preload = layout === 'external' ? [page.preload] : [preloadLayout[layout], page.preload];
        return { path: r.path, layout, element: page.element, preload };
      }),
  );
  const missing = lazyElement(notFound);
  return [
    { path: '/', layout: null, element: <Navigate to={homeHref} replace />, preload: [] },
    ...pages,
    { path: '*', layout: 'static', element: missing.element, preload: [missing.preload] },
  ];
}

/** The route of the address in its layout, under Root. */
function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  if (!match) return null;
  const { route, params } = match;
  const page = route.layout ? (
    <RouteContext outlet={route.element}>{layouts[route.layout]}</RouteContext>
  ) : (
    route.element
  );
  return (
    <RouteContext outlet={page} params={params}>
      <Root />
    </RouteContext>
  );
}

/**
 * The routes and a `navigate` for the models: on the browser history, which the router reads when
 * it mounts and follows after that (shared/routes navigate).
 */
export function createAppRouter() {
  const routes = appRoutes();
  return {
    navigate: (to: string, opts?: { replace?: boolean }) => void navigate(to, opts),
    /**
     * Starts loading the page of `pathname` (its layout, its chunk, the texts) so that it loads while the app
     * starts (the session request) rather than after the first render: round trips less before the page paints.
     */
    preload: (pathname: string) => Promise.all(matchRoutes(routes, pathname)?.route.preload.map((p) => p()) ?? []),
    Routes: () => (
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    ),
  };
}
export type AppRouter = ReturnType<typeof createAppRouter>;
