export { verificationStatus, limitDocumentsAllUploaded } from './status.ts';
export type { VerificationInput } from './status.ts';
export { requiredActions, requiredActionCount } from './actions.ts';
export type { RequiredAction, RequiredActionInput, FatcaCrsInfo, AddressInput } from './actions.ts';
export { statusBanner } from './banner.ts';
export type { StatusBanner } from './banner.ts';
export { verificationStates } from './types.ts';
export type { VerificationState, IdentityStatus, LimitReasonInput } from './types.ts';
export { isBusinessCustomer, needsDueDiligenceInfo, requiredActionInputOf, verificationInputOf } from './input.ts';
export {
  verificationRequested,
  loadVerificationFx,
  customerFx,
  accessFx,
  profileFx,
  limitReasonsFx,
  dueDiligenceFx,
  $verificationData,
  $verificationLoad,
  $verificationError,
  $requiredActions,
  $requiredActionCount,
  $verificationStatus,
  $statusBanner,
} from './model.ts';
export type { VerificationData, VerificationLoad } from './model.ts';
export { DueDiligenceInfo } from './ui/due-diligence-info.tsx';
export { CheckStatusView, useCheck } from './ui/check-status.tsx';
export type { CheckStatus } from './ui/check-status.tsx';
