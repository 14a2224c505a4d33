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
