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
  $uploadsSent,
  type TaxUploadPart,
  sendTaxDocumentFx,
  taxUploadMutation,
  uploadsCompleted,
  uploadsReset,
} from './upload.ts';
export { PersonalFields, TaxIdsFieldset, YesNo } from './ui/fields.tsx';
export { type DocumentFiles, type DocumentProblem, documentParts } from './documents.ts';
export { CertificationFormFooter } from './ui/form-footer.tsx';
