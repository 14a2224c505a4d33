export {
  type BusinessForm,
  type BusinessProblems,
  businessFormFrom,
  businessPayload,
  type PersonalForm,
  type PersonalProblems,
  type TaxDocumentKind,
  documentsNeeded,
  personalFormFrom,
  personalPayload,
} from './lib.ts';
export {
  $uploadError,
  $uploadProgress,
  $uploadsSent,
  type TaxUploadPart,
  sendTaxDocumentFx,
  taxUploadMutation,
  uploadsCompleted,
  uploadsReset,
} from './upload.ts';
export { DocumentFileField, PersonalFields, TaxIdsFieldset, YesNo } from './ui/fields.tsx';
