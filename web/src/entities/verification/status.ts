import { type VerificationState, documentStatus } from '@app/contracts';
import type { IdentityStatus, LimitReasonInput } from './types.ts';

export interface VerificationInput {
  /** userIsRepresentative: a business representative without balance info. */
  isRepresentative: boolean;
  isBusiness: boolean;
  verified: boolean;
  limited: boolean;
  limitReasons: readonly LimitReasonInput[];
  duplicateDocuments: boolean;
  duplicateDocumentsUploaded: boolean;
  /** Spec 1 §4 rule 4 "currently never produced": the adapter always passes false. */
  someCardDocumentRequired: boolean;
  requiredActionCount: number;
  identityStatus: IdentityStatus | undefined;
  /** statusId of every identity and address document uploaded. */
  verificationDocumentStatusIds: readonly number[];
}

/** Document status ids "submitted" (0) and "under investigation" (31), spec 1 §3. */
const IN_REVIEW_IDS: readonly number[] = [documentStatus.submitted, documentStatus.underInvestigation];

/**
 * "every limit reason has all its required documents uploaded and none
 * duplicated". A list without reasons is not "all uploaded": nothing was
 * asked, so nothing is being processed (our decision; the spec is silent).
 */
export function limitDocumentsAllUploaded(reasons: readonly LimitReasonInput[]): boolean {
  if (reasons.length === 0) return false;
  return reasons.every(
    (r) =>
      r.requirementDocuments.every((req) => r.uploadedDocuments.some((u) => u.documentTypeId === req.documentTypeId)) &&
      r.uploadedDocuments.every((u) => u.duplicated !== true),
  );
}

/**
 * Spec 1 §4 "Account verification status (first match wins)".
 *
 * Rule 5 ('hasRequiredActions') is read as applying to verified customers:
 * taken literally it would come before rule 6 and make 'unverified' ("when
 * actions remain") unreachable; design.md's unverified@demo.test ("with required actions",
 * banner 'unverified') confirms the reading.
 */
export function verificationStatus(i: VerificationInput): VerificationState {
  // 1. "A representative user is always 'checked'."
  if (i.isRepresentative) return 'checked';
  // 2. "If limited: 'processing' when every limit reason has all its required documents uploaded and none duplicated; otherwise 'limited'."
  if (i.limited) return limitDocumentsAllUploaded(i.limitReasons) ? 'processing' : 'limited';
  // 3. "Then 'duplicateDocuments' (or 'duplicateDocumentsUploaded' when the duplicates were uploaded)."
  if (i.duplicateDocumentsUploaded) return 'duplicateDocumentsUploaded';
  if (i.duplicateDocuments) return 'duplicateDocuments';
  // 4. "'someCardDocumentRequired' (currently never produced)."
  if (i.someCardDocumentRequired) return 'someCardDocumentRequired';
  // 5. "'hasRequiredActions' when the action count is above 0."
  if (i.verified && i.requiredActionCount > 0) return 'hasRequiredActions';
  // 6. "If unverified: …"
  if (!i.verified) {
    if (limitDocumentsAllUploaded(i.limitReasons)) return 'processing';
    if (i.requiredActionCount > 0) return 'unverified';
    const inReview =
      i.identityStatus === 'submitted' ||
      i.identityStatus === 'underInvestigation' ||
      i.verificationDocumentStatusIds.some((id) => IN_REVIEW_IDS.includes(id));
    if (inReview) return 'verificationProcessing';
    return i.isBusiness ? 'checked' : 'finalReview';
  }
  // 7. "Verified users are 'checked'."
  return 'checked';
}
