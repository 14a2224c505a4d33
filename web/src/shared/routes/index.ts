export { paths, routeList, homeHref, loginHref } from './paths.ts';
export type { Layout, RouteDef, RouteKey } from './paths.ts';
export { navigateFx } from './navigation.ts';
export type { NavigateTo } from './navigation.ts';
