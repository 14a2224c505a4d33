export { TransferExternalPage } from './ui/transfer-external-page.tsx';
