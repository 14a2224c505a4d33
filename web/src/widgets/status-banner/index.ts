export { StatusBanner } from './ui/status-banner.tsx';
