export {
  sessionFx,
  $session,
  $sessionStatus,
  $authed,
  $userName,
  $intendedPath,
  $sessionEndReason,
  intendedPathStored,
  intendedPathUsed,
} from './model.ts';
export { guardFor } from './guard.ts';
export type { SessionStatus, GuardDecision } from './guard.ts';
export {
  startPageFor,
  startHrefFor,
  routeAccessFor,
  startRoutes,
  accessRoutes,
  fullRightsPaths,
} from './start-page.ts';
export type { StartPage, StartPageInput, RouteAccess, AuthorisedUserInfo } from './start-page.ts';
