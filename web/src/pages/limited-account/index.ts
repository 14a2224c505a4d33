export { LimitedAccountPage } from './ui/limited-account-page.tsx';
