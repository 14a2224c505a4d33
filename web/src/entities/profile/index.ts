export {
  documentStatusName,
  documentStatusIds,
  requiredSides,
  validateUploadFile,
  uploadProblemKey,
  allowedUploadTypes,
  MAX_UPLOAD_BYTES,
  EXPIRES_SOON_DAYS,
} from './documents.ts';
export type { DocumentSide, UploadFileProblem, DocumentStatusContext } from './documents.ts';
export { countryTax, defaultCountryTax, notRequiredCountries, taxNumberPayload, tinMissingReasons } from './tax.ts';
export type {
  CountryTax,
  TinInfo,
  TinMissingReason,
  TaxNumberForm,
  TaxNumberPayload,
  TaxNumberProblem,
} from './tax.ts';
export { profileLoadFx, profileRequested, $profile, $profileStatus, $profileError } from './model.ts';
export type { ProfileStatus } from './model.ts';
export { useAction } from './ui/use-action.ts';
export type { ActionState } from './ui/use-action.ts';
export { CodeForm } from './ui/pieces.tsx';
