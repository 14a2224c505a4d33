import { type Customer, type LimitReason, type Profile, documentCategoryIds } from '@app/contracts';
import { isBusinessType } from '../customer/@x/verification.ts';
import type { RequiredActionInput } from './actions.ts';
import type { VerificationInput } from './status.ts';

/** Spec 1 §3 customer kinds, decided once in entities/customer. */
export const isBusinessCustomer = isBusinessType;

/** Spec 1 §3: identity (1) and address (2) documents are what "verificationProcessing" waits on. */
const VERIFICATION_CATEGORIES: readonly number[] = [documentCategoryIds.identity, documentCategoryIds.address];

export function requiredActionInputOf(customer: Pick<Customer, 'customerType'>, profile: Profile): RequiredActionInput {
  return {
    isBusiness: isBusinessCustomer(customer.customerType),
    fatcaCrsCertificationInfo: profile.fatcaCrsCertificationInfo,
    addresses: profile.addresses,
    proofOfResidenceStatus: profile.proofOfResidenceStatus,
    identityStatus: profile.identity?.status,
    phones: profile.phones,
    videoIdentityStatus: profile.videoIdentityStatus,
  };
}

/** What verificationStatus reads, from the answers of customerInfoGet, profileGet and customerLimitReasonGet. */
export function verificationInputOf(a: {
  customer: Customer & { duplicateDocuments?: boolean; duplicateDocumentsUploaded?: boolean };
  profile: Profile;
  limitReasons: readonly LimitReason[];
  isRepresentative: boolean;
  requiredActionCount: number;
}): VerificationInput {
  const documentIds = [
    ...a.profile.documents.filter((d) => VERIFICATION_CATEGORIES.includes(d.categoryId)).map((d) => d.statusId),
    ...a.profile.addresses.flatMap((ad) => ad.uploadedDocuments.map((d) => d.statusId)),
  ];
  return {
    isRepresentative: a.isRepresentative,
    isBusiness: isBusinessCustomer(a.customer.customerType),
    verified: a.customer.verified,
    limited: a.customer.limited,
    limitReasons: a.limitReasons,
    duplicateDocuments: a.customer.duplicateDocuments === true,
    duplicateDocumentsUploaded: a.customer.duplicateDocumentsUploaded === true,
    // spec 1 §4 rule 4: "currently never produced"; the address flag isCardDocumentRequired is shown on /profile only
    someCardDocumentRequired: false,
    requiredActionCount: a.requiredActionCount,
    identityStatus: a.profile.identity?.status,
    verificationDocumentStatusIds: documentIds,
  };
}

/** Spec 1 §3: "dueDiligenceLevel (values 1 and 4 trigger a due-diligence info fetch)". */
export const needsDueDiligenceInfo = (level: number | undefined) => level === 1 || level === 4;
