export { HomePage } from './ui/home-page.tsx';
export { HomePageGate, retryClicked, $accountsStatus, $accountsError } from './model.ts';
export type { LoadStatus } from './model.ts';
