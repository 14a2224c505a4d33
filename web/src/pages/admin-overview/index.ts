export { AdminOverviewPage } from './ui/admin-overview-page.tsx';
