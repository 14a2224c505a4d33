export { VerificationPage } from './ui/verification-page.tsx';
export { VerificationHistoryPage } from './ui/verification-history-page.tsx';
export { ReputationPage } from './ui/reputation-page.tsx';
