export { TransferAccountPage } from './ui/transfer-account-page.tsx';
export { TransferAccountGate } from './model.ts';
