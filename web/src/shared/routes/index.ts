export { paths, routeList, homeHref, loginHref, namedRedirects } from './paths.ts';
export type { Layout, RouteDef, RouteKey } from './paths.ts';
export { navigateFx } from './navigation.ts';
export type { NavigateTo } from './navigation.ts';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router-kit.tsx';
export { BrowserRouter, RouteContext, matchRoutes, navigate } from './router-kit.tsx';
