export { openAccountStarted } from './model.ts';
export { OpenAccount } from './ui/open-account.tsx';
