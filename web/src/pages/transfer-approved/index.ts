export { TransferApprovedPage } from './ui/transfer-approved-page.tsx';
