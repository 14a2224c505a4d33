import type { DocStatusName } from '../profile/@x/verification.ts';
import type { IdentityStatus } from './types.ts';

export interface FatcaCrsInfo {
  w9FormDocumentStatus?: DocStatusName;
  certificateOfLossOfNationalityDocumentStatus?: DocStatusName;
  taxResidencySelfCertificationDocumentStatus?: DocStatusName;
  w8BenFormDocumentStatus?: DocStatusName;
}

export interface AddressInput {
  address1?: string;
  city?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface RequiredActionInput {
  isBusiness: boolean;
  fatcaCrsCertificationInfo?: FatcaCrsInfo;
  addresses: readonly AddressInput[];
  proofOfResidenceStatus?: DocStatusName;
  identityStatus?: IdentityStatus;
  phones: readonly { confirmed: boolean }[];
  videoIdentityStatus?: string;
}

/** One entry per summand of spec 1 §4, so the screens can say what remains. */
export type RequiredAction = 'fatcaCrs' | 'address' | 'proofOfResidence' | 'identity' | 'phone' | 'videoIdentity';

const missingOrRejected = (s: DocStatusName | undefined) => s === 'none' || s === 'rejected';

const fatcaFields = [
  'w9FormDocumentStatus',
  'certificateOfLossOfNationalityDocumentStatus',
  'taxResidencySelfCertificationDocumentStatus',
  'w8BenFormDocumentStatus',
] as const;

function addressComplete(a: AddressInput): boolean {
  return Boolean(a.address1?.trim() && a.city?.trim() && a.postalCode?.trim() && a.countryCode?.trim());
}

/**
 * Spec 1 §4 "Required action count", as the list of actions; each summand
 * counts at most once. Decisions where the spec is short:
 * - FATCA/CRS for personal reads the tax residency self-certification (the
 *   personal certificate); an unknown (absent) status is not counted.
 * - "an unconfirmed phone": no confirmed phone at all (none, or only
 *   unconfirmed ones); adding a second number does not add an action.
 */
export function requiredActions(i: RequiredActionInput): RequiredAction[] {
  const out: RequiredAction[] = [];
  const f = i.fatcaCrsCertificationInfo ?? {};
  const fatca = i.isBusiness
    ? fatcaFields.some((k) => missingOrRejected(f[k]))
    : missingOrRejected(f.taxResidencySelfCertificationDocumentStatus);
  if (fatca) out.push('fatcaCrs');
  if (i.addresses.length === 0 || !i.addresses.some(addressComplete)) out.push('address');
  const por = i.proofOfResidenceStatus;
  if (por === 'expiredSoon' || por === 'none' || por === 'rejected') out.push('proofOfResidence');
  const id = i.identityStatus;
  if (id === undefined || id === 'nameMismatch' || id === 'rejected' || id === 'canceled') out.push('identity');
  if (!i.phones.some((p) => p.confirmed)) out.push('phone');
  if (i.videoIdentityStatus === 'rejected') out.push('videoIdentity');
  return out;
}

export function requiredActionCount(i: RequiredActionInput): number {
  return requiredActions(i).length;
}
