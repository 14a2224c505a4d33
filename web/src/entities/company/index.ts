export { companyActions, representativeNeedsAction, companySection, companySections } from './rules.ts';
export type { CompanyAction, CompanySection } from './rules.ts';
export { accessRightName, selectableAccessRights, isSelectableAccessRight, representativePosition } from './access.ts';
export type { SelectableAccessRight } from './access.ts';
export {
  companyRequested,
  $company,
  $representatives,
  $companyStatus,
  $representativesStatus,
  $companyError,
  $companyActionRequired,
} from './model.ts';
export { DocState, DocumentTable, NeedsAction } from './ui/company-docs.tsx';
export { validatePerson, noPersonErrors } from './person.ts';
export type { PersonValues, PersonErrors } from './person.ts';
export { PersonFields } from './ui/person-fields.tsx';
