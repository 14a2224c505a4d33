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
  $partnerPath,
  partnerPathReached,
  PARTNER_PATH,
} from './model.ts';
export type { AuthedState } from './model.ts';
export {
  resolveStartFx,
  authorisedUserFx,
  startPageRequested,
  goToStartPage,
  leaveForFx,
  $startTarget,
  $authorisedUser,
  fatcaActionRequired,
  startInput,
} from './start.ts';
export type { StartParams, StartResult } from './start.ts';
export { guardFor } from './guard.ts';
export type { SessionStatus, GuardDecision } from './guard.ts';
export {
  startPageFor,
  startHrefFor,
  routeAccessFor,
  startRoutes,
  accessRoutes,
  fullRightsPaths,
  startTargetFor,
  routeAccessInput,
  unguardedPaths,
} from './start-page.ts';
export type {
  StartPage,
  StartPageInput,
  StartTarget,
  RouteAccess,
  AccessFacts,
  AuthorisedUserInfo,
} from './start-page.ts';
