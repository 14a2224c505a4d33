export { limitDocumentsAllUploaded } from './status.ts';
export { isBusinessCustomer } from './input.ts';
export {
  verificationRequested,
  $verificationData,
  $verificationLoad,
  $verificationError,
  $requiredActions,
  $requiredActionCount,
  $verificationStatus,
  $statusBanner,
} from './model.ts';
export { DueDiligenceInfo } from './ui/due-diligence-info.tsx';
export { CheckStatusView } from './ui/check-status.tsx';
