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
  namedRedirects,
  navigate,
  routeList,
  useLocation,
} from '../shared/routes/index.ts';
import { allMessagesLoaded } from '../shared/i18n/index.ts';
import { AfterFirstPaint, Skeleton } from '../shared/ui/index.ts';
import type { Lazy } from './pages.tsx';

/** Pageviews (spec 1 §9; features/analytics): a chunk loaded once the first page has painted. */
const AnalyticsTracker = lazy(() =>
  import('../features/analytics/index.ts').then((m) => ({ default: m.AnalyticsTracker })),
);

/**
 * The QA environment badge (gateway README "QA tools"): a chunk loaded after the first paint with the whole en texts,
 * in every build but the production one (`__QA_TOOLS__`, web/vite.config.ts: there the bundler drops this import and
 * the chunk). It shows only where the gateway answers GET /qa/env, i.e. outside production.
 */
const EnvBadge =
  typeof __QA_TOOLS__ !== 'undefined' && __QA_TOOLS__
    ? lazy(() =>
        Promise.all([import('../widgets/env-badge/index.ts'), allMessagesLoaded()]).then(([m]) => ({
          default: m.EnvBadge,
        })),
      )
    : null;

/*
 * Closed at start: the global error dialog (with the terms' acceptance) and the activation notice are chunks of their
 * own, loaded after the first paint (their state lives in models loaded at start or with the page that opens them).
 */
const ErrorDialog = lazy(() => import('../widgets/error-dialog/index.ts').then((m) => ({ default: m.ErrorDialog })));
const ActivationNotice = lazy(() =>
  import('../features/activate-account/index.ts').then((m) => ({ default: m.ActivationNotice })),
);

/*
 * The pages of /login and /home are here, in the start chunk: they are the first screens, shown without waiting for
 * anything more. Every other page is in the table of ./pages.tsx, a chunk loaded with the first such page (a page
 * added there costs /login's start chunk nothing).
 */
const startPages: Partial<Record<RouteKey, Lazy>> = {
  login: () => import('../pages/login/index.ts').then((m) => ({ element: <m.LoginPage /> })),
  home: () => import('../pages/home/index.ts').then((m) => ({ element: <m.HomePage /> })),
};

const laterPages = () => import('./pages.tsx');

function pageOf(key: RouteKey, name: string, path: string): Lazy {
  return startPages[key] ?? (() => laterPages().then((m) => m.pageOf(key, name, path)()));
}

const notFound: Lazy = () => laterPages().then((m) => m.notFound());

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
        const page = lazyElement(pageOf(r.key, r.name, r.path), r.key === 'login' ? 'start' : 'all');
        const preload = layout === 'external' ? [page.preload] : [preloadLayout[layout], page.preload];
        return { path: r.path, layout, element: page.element, preload };
      }),
  );
  const missing = lazyElement(notFound);
  return [
    { path: '/', layout: null, element: <Navigate to={homeHref} replace />, preload: [] },
    // spec 1 §2 named routes without a screen of their own (shared/routes namedRedirects)
    ...namedRedirects.map((r): AppRoute => ({
      path: r.path,
      layout: null,
      element: <KeepQuery to={r.to} />,
      preload: [],
    })),
    ...pages,
    { path: '*', layout: 'static', element: missing.element, preload: [missing.preload] },
  ];
}

/** A redirect that keeps the address's query (a named route's link may carry one). */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
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
        <AfterFirstPaint>
          <AnalyticsTracker />
          {EnvBadge ? <EnvBadge /> : null}
        </AfterFirstPaint>
      </BrowserRouter>
    ),
  };
}
export type AppRouter = ReturnType<typeof createAppRouter>;
