/**
 * The fields of spec 1 §3's shapes (Profile, User status for verification) that the verification rules read. Kept
 * structural so the rules take a contracts answer as it is, and tests build
 * rows without the rest.
 */

export type IdentityStatus =
  'submitted' | 'underInvestigation' | 'nameMismatch' | 'rejected' | 'canceled' | 'confirmed';

export interface LimitReasonInput {
  reasonId: number;
  requirementDocuments: readonly { documentTypeId: number }[];
  uploadedDocuments: readonly { documentTypeId: number; duplicated?: boolean }[];
}

/** The states of spec 1 §4 are `verificationStates` / `VerificationState` of @app/contracts (one list for web and fakes). */
