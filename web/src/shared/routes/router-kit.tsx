/*
 * The one door to the router for pages, widgets and features: links, redirects, the address and its parameters.
 * Slices import these from `shared/routes`, never from the router library itself, so the library behind them can
 * change in one place (web/README "Loading fast"). The names and props follow react-router's, which the app used
 * before: `Link`/`NavLink` with `to` (and `replace`), `Navigate` with `to` and `replace`, `Outlet`,
 * `useLocation()` → { pathname, search, hash }, `useParams()`, `useSearchParams()` → [URLSearchParams, set],
 * `useNavigate()` → (to, { replace }). Built on wouter (its Router context and Link, ~2 KiB gzipped instead of
 * react-router's ~13 KiB on /login), with react-router's rules where wouter's differ: the address changes as a
 * transition (the page on screen stays while the next one's chunk loads), routes are ranked and matched like
 * react-router's (a static segment before a parameter, any letter case, trailing slashes, decoded parameters), a
 * link to the address already shown replaces it, `NavLink` is active on its path and the paths below it.
 * `BrowserRouter`, `RouteContext`, `matchRoutes` and `navigate` are for app/router.tsx.
 */
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { Link as WouterLink, Router as WouterRouter } from 'wouter';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** react-router's type (a promise with its data router), so `void navigate(…)` and `navigate(…)` lint the same. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void | Promise<void>;

export type Params<Key extends string = string> = Readonly<Partial<Record<Key, string>>>;

const listeners = new Set<() => void>();

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** `to` against the address: a path, or `?query` / `#hash` on the current path (react-router's absolute forms). */
function resolveTo(to: string, { pathname, search }: Location): string {
  if (to.startsWith('?')) return pathname + to;
  if (to.startsWith('#')) return pathname + search + to;
  return to;
}

/**
 * Navigation on the browser history: a number goes back or forward, a path is pushed (or replaces the entry).
 * Works before the router mounts too (the router reads the address when it mounts); after that the router shows it.
 */
export const navigate: NavigateFunction = (to, options = {}) => {
  if (typeof to === 'number') {
    window.history.go(to); // popstate tells the router
    return;
  }
  const href = resolveTo(to, readLocation());
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
};

const LocationContext = createContext<Location>({ pathname: '/', search: '', hash: '' });
const ParamsContext = createContext<Params>({});
const OutletContext = createContext<ReactNode>(null);

// wouter's Link reads the address and navigates through these
const useWouterLocation = (): [string, typeof navigate] => [useContext(LocationContext).pathname, navigate];
const useWouterSearch = () => useContext(LocationContext).search;

/**
 * The address for everything below. Like react-router's BrowserRouter, it follows the browser's back and forward
 * and this module's `navigate` (a history change made elsewhere, e.g. dropping a used code from the query, is not
 * a navigation), and each change is a transition: React keeps the page on screen while the next one suspends.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useLayoutEffect(() => {
    const update = () =>
      startTransition(() =>
        setLocation((shown) => {
          const next = readLocation();
          return next.pathname === shown.pathname && next.search === shown.search && next.hash === shown.hash
            ? shown
            : next;
        }),
      );
    listeners.add(update);
    window.addEventListener('popstate', update);
    update(); // a navigation between the first render and now
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return (
    <LocationContext.Provider value={location}>
      <WouterRouter hook={useWouterLocation} searchHook={useWouterSearch}>
        {children}
      </WouterRouter>
    </LocationContext.Provider>
  );
}

/** For the route table: what `Outlet` renders below, and the matched route's parameters (kept from above if none). */
export function RouteContext({
  outlet,
  params,
  children,
}: {
  outlet: ReactNode;
  params?: Params;
  children: ReactNode;
}) {
  const inner = <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>;
  return params ? <ParamsContext.Provider value={params}>{inner}</ParamsContext.Provider> : inner;
}

export function useLocation(): Location {
  return useContext(LocationContext);
}

export function useNavigate(): NavigateFunction {
  return navigate;
}

export function useParams<Key extends string = string>(): Params<Key> {
  return useContext(ParamsContext);
}

export type URLSearchParamsInit = string | string[][] | Record<string, string> | URLSearchParams;
export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [params],
  );
  return [params, set];
}

/** What the layout's child route renders. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Goes to `to` once rendered (in an effect after the commit, like react-router's). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const href = resolveTo(to, useLocation());
  useEffect(() => {
    void navigate(href, { replace });
  }, [href, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, target, ...rest }: LinkProps) {
  const location = useLocation();
  const href = resolveTo(to, location);
  // a new tab or window is the browser's: no navigation here (react-router's Link too)
  if (target && target !== '_self') return <a {...rest} href={href} target={target} />;
  // like react-router's Link: a link to the address already shown replaces its history entry
  const same = href === location.pathname + location.search + location.hash;
  return <WouterLink {...rest} href={href} target={target} replace={replace ?? same} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  /** Active on its own path only, not on the paths below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** react-router's rule: the link's path is the address's, or (without `end`) a parent of it. */
export function navLinkActive(to: string, pathname: string, end = false, caseSensitive = false): boolean {
  let target = to.split(/[?#]/)[0] ?? '';
  let here = pathname;
  if (!caseSensitive) {
    target = target.toLowerCase();
    here = here.toLowerCase();
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
}

/** A link that knows whether it is the current page: `aria-current` ("page" unless given) and the class "active". */
export function NavLink({
  to,
  end = false,
  caseSensitive = false,
  className = '',
  style,
  children,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  const location = useLocation();
  const isActive = navLinkActive(resolveTo(to, location), location.pathname, end, caseSensitive);
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : ''].join(' ').trim() || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

interface Compiled {
  matcher: RegExp;
  names: string[];
  score: number;
}
const compiled = new Map<string, Compiled>();

/** react-router's compilePath (end, not case sensitive) and computeScore for a route's path. */
function compile(path: string): Compiled {
  const known = compiled.get(path);
  if (known) return known;
  const names: string[] = [];
  const splat = path.endsWith('*');
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (splat) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  const segments = path.split('/');
  const score = segments
    .filter((s) => s !== '*')
    .reduce(
      (sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10),
      segments.length + (segments.includes('*') ? -2 : 0),
    );
  const result = { matcher: new RegExp(source, 'i'), names, score };
  compiled.set(path, result);
  return result;
}

/** Each segment decoded, a '/' in one kept as %2F until the parameters are read (react-router's decodePath). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The route that shows `pathname`, with its decoded parameters: the highest ranked match (react-router's ranking:
 * static segments before parameters before `*`), the earlier one on a tie.
 */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | null {
  const decoded = decodePath(pathname);
  let best: { route: R; params: Params; score: number } | null = null;
  for (const route of routes) {
    const { matcher, names, score } = compile(route.path);
    if (best && best.score >= score) continue;
    const found = matcher.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
    best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}
