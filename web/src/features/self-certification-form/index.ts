export {
  type BusinessForm,
  type BusinessProblems,
  businessFormFrom,
  businessPayload,
  type PersonalForm,
  type PersonalPayload,
  type PersonalProblems,
  type TaxDocumentKind,
  documentsNeeded,
  personalFormFrom,
  personalPayload,
} from './lib.ts';
export { sendTaxDocumentFx } from './upload.ts';
export { PersonalFields, TaxIdsFieldset, YesNo } from './ui/fields.tsx';
export { type DocumentFiles, documentParts } from './documents.ts';
export { CertificationFormFooter } from './ui/form-footer.tsx';
export { type CheckedSubmission, createCertificationFlow } from './flow.ts';
