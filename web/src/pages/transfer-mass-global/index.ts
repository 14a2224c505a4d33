export { TransferMassGlobalPage } from './ui/transfer-mass-global-page.tsx';
export { GlobalSummaryPage } from './ui/global-summary-page.tsx';
