export { ConfirmCardPage } from './ui/confirm-card-page.tsx';
