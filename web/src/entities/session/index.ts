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
export { startPageRequested, goToStartPage, $startTarget } from './start.ts';
export { guardFor } from './guard.ts';
export { routeAccessFor, routeAccessInput } from './start-page.ts';
export { $deferredReady, $deferredWaiting, $sessionChange, isSignIn } from './deferred.ts';
