export { TransferAccountPage } from './ui/transfer-account-page.tsx';
