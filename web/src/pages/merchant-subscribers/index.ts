export { SubscribersPage } from './ui/subscribers-page.tsx';
