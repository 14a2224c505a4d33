export {
  companyActions,
  companyNeedsAction,
  representativeActions,
  representativeNeedsAction,
  companyDocState,
  companySection,
  companySections,
} from './rules.ts';
export type {
  CompanyAction,
  CompanyActionInput,
  CompanyDocState,
  CompanySection,
  RepresentativeAction,
  RepresentativeActionInput,
} from './rules.ts';
export {
  accessRightName,
  accessRightNames,
  selectableAccessRights,
  isSelectableAccessRight,
  representativePosition,
} from './access.ts';
export type {
  AccessRight,
  AccessRightName,
  AccessRightOption,
  SelectableAccessRight,
  RepresentativePosition,
} from './access.ts';
export {
  companyInfoFx,
  representativesFx,
  companyRequested,
  $company,
  $representatives,
  $companyStatus,
  $representativesStatus,
  $companyError,
  $companyActionRequired,
} from './model.ts';
export type { LoadStatus as CompanyLoadStatus } from './model.ts';
export { DocState, DocumentTable, NeedsAction } from './ui/company-docs.tsx';
