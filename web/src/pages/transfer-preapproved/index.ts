export { TransferPreapprovedPage } from './ui/transfer-preapproved-page.tsx';
