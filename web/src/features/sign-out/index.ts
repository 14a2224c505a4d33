export { signOutClicked, logoutFx } from './model.ts';
export {
  idlePhase,
  secondsLeft,
  userActive,
  idleTicked,
  staySignedInClicked,
  idleLogoutFx,
  touchFx,
  $idlePhase,
  DEFAULT_IDLE_SECONDS,
} from './idle.ts';
export type { IdlePhase } from './idle.ts';
export { SignOutButton } from './ui/sign-out-button.tsx';
export { IdleWatcher } from './ui/idle-watcher.tsx';
