export {
  sessionFx,
  $session,
  $sessionStatus,
  $authed,
  $userName,
  $intendedPath,
  intendedPathStored,
  intendedPathUsed,
} from './model.ts';
export { guardFor } from './guard.ts';
export type { SessionStatus, GuardDecision } from './guard.ts';
