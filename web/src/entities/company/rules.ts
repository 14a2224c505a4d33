import { documentStatus } from '@app/contracts';

/** The document statuses of spec 3 §5 are numbers here (company and representative screens). */
export interface CompanyActionInput {
  name?: string;
  registrationCountryCode?: string;
  tradingName?: string;
  email?: string;
  registrationNumber?: string;
  registrationDate?: string;
  businessTaxId?: string;
  website?: string;
  phone?: { countryCode?: string; number?: string };
  corporateDocumentsStatus?: number;
  additionalDocumentsStatus?: number;
  addresses: readonly { uploadedDocuments: readonly { statusId: number }[] }[];
}

export interface RepresentativeActionInput {
  addressDocumentStatus?: number;
  identityDocumentStatus?: number;
  controlDocumentStatus?: number;
}

/** One entry per rule of spec 3 §5 "Required action rules", so the screens can mark what remains. */
export type CompanyAction =
  | 'name'
  | 'registrationCountryCode'
  | 'tradingName'
  | 'email'
  | 'registrationNumber'
  | 'registrationDate'
  | 'businessTaxId'
  | 'phone'
  | 'website'
  | 'corporateDocuments'
  | 'additionalDocuments'
  | 'addressDocuments';

export type RepresentativeAction = 'addressDocument' | 'identityDocument' | 'controlDocument';

const missing = (v: string | undefined) => !v?.trim();
const fine = (s: number | undefined) => s === 1 || s === 2;

const requiredFields = [
  'name',
  'registrationCountryCode',
  'tradingName',
  'email',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
] as const;

/**
 * Spec 3 §5: "A company needs action if any of these is missing: name, country,
 * trading name, e-mail, registration number, date, tax id, phone number,
 * website. It also needs action if the corporate or additional document status
 * is not 1 or 2, or if address documents are not in status 0 or 2."
 * Decisions: a blank text is missing; an absent corporate/additional status is
 * "not 1 or 2" (unlike the representative rule, the spec does not say "set");
 * every uploaded address document counts, an address without documents does not.
 */
export function companyActions(c: CompanyActionInput): CompanyAction[] {
  const out: CompanyAction[] = requiredFields.filter((k) => missing(c[k]));
  if (missing(c.phone?.number)) out.push('phone');
  if (missing(c.website)) out.push('website');
  if (!fine(c.corporateDocumentsStatus)) out.push('corporateDocuments');
  if (!fine(c.additionalDocumentsStatus)) out.push('additionalDocuments');
  const addressDocs = c.addresses.flatMap((a) => a.uploadedDocuments);
  if (addressDocs.some((d) => d.statusId !== documentStatus.submitted && d.statusId !== documentStatus.confirmed))
    out.push('addressDocuments');
  return out;
}

export function companyNeedsAction(c: CompanyActionInput): boolean {
  return companyActions(c).length > 0;
}

/** Spec 3 §5: "A representative needs action if the address, identity or control document status is set and not 1 or 2." */
export function representativeActions(r: RepresentativeActionInput): RepresentativeAction[] {
  const out: RepresentativeAction[] = [];
  const set = (s: number | undefined): s is number => s !== undefined && s !== null;
  if (set(r.addressDocumentStatus) && !fine(r.addressDocumentStatus)) out.push('addressDocument');
  if (set(r.identityDocumentStatus) && !fine(r.identityDocumentStatus)) out.push('identityDocument');
  if (set(r.controlDocumentStatus) && !fine(r.controlDocumentStatus)) out.push('controlDocument');
  return out;
}

export function representativeNeedsAction(r: RepresentativeActionInput): boolean {
  return representativeActions(r).length > 0;
}

export type CompanyDocState = 'fine' | 'needsAction' | 'notSet';

/** How a numeric company/representative document status reads on screen (spec 3 §5: 1 or 2 is fine). */
export function companyDocState(status: number | undefined): CompanyDocState {
  if (status === undefined || status === null) return 'notSet';
  return fine(status) ? 'fine' : 'needsAction';
}

/** Spec 3 §3 "/company/{path}: company screens default to documents". */
export const companySections = ['details', 'documents', 'representatives', 'questionnaire'] as const;
export type CompanySection = (typeof companySections)[number];

export function companySection(path: string | undefined): CompanySection | null {
  if (path === undefined || path === '') return 'documents';
  return (companySections as readonly string[]).includes(path) ? (path as CompanySection) : null;
}
