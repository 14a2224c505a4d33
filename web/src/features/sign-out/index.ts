export { SignOutButton } from './ui/sign-out-button.tsx';
export { IdleWatcher } from './ui/idle-watcher.tsx';
