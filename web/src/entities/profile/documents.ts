import { documentStatus } from '@app/contracts';

/** A document status as the interface names it (documentStatusName below); the verification rules read these. */
export type DocStatusName =
  'validated' | 'pending' | 'none' | 'notRequired' | 'rejected' | 'expiredSoon' | 'expired' | 'checked';

/** A confirmed document expiring within this many days is 'expiredSoon' (our decision; not shown in the spec). */
export const EXPIRES_SOON_DAYS = 30;

export interface DocumentStatusContext {
  /** ISO date the document expires. */
  expiresDate?: string;
  /** ISO date of today; defaults to the browser's (tests pass it). */
  today?: string;
}

const DAY_MS = 86_400_000;

/**
 * A status id (spec 1 §3) as the interface name. The spec lists both sets and
 * not the mapping; ours, and why:
 * - 2 confirmed → validated; → expiredSoon when it expires within
 *   EXPIRES_SOON_DAYS (no id means "expires soon", so it comes from the date).
 * - 0 submitted and 41 pending → pending: waiting for a review, nothing to do.
 * - 31 under investigation → checked: the team is checking it now; shown apart
 *   from pending because it can take longer.
 * - 26 rejected and 64 name mismatch → rejected: the customer must upload again
 *   (the name mismatch text comes with rejectReason).
 * - 38 expired → expired.
 * - 4 canceled and 5 deleted → none: no document stands, as if never uploaded.
 * - any other id → none. 'notRequired' is not a status id: the screens show it
 *   when the address says isDocumentRequired false.
 */
export function documentStatusName(statusId: number, context: DocumentStatusContext = {}): DocStatusName {
  switch (statusId) {
    case documentStatus.confirmed: {
      const { expiresDate } = context;
      const today = context.today ?? new Date().toISOString().slice(0, 10);
      if (expiresDate) {
        const left = (Date.parse(expiresDate) - Date.parse(today)) / DAY_MS;
        if (left < 0) return 'expired';
        if (left <= EXPIRES_SOON_DAYS) return 'expiredSoon';
      }
      return 'validated';
    }
    case documentStatus.submitted:
    case documentStatus.pending:
      return 'pending';
    case documentStatus.underInvestigation:
      return 'checked';
    case documentStatus.rejected:
    case documentStatus.nameMismatch:
      return 'rejected';
    case documentStatus.expired:
      return 'expired';
    default:
      return 'none';
  }
}

export type DocumentSide = 'front' | 'back' | 'registrationStamp' | 'passportFront';

/**
 * Spec 1 §3: "Document types 4 and 5 need a front and a back side; type 88
 * (available for RU and UA only) needs a registration stamp plus the passport
 * front page." [] = one file without a side; null = not available here.
 */
export function requiredSides(documentTypeId: number, countryCode: string | undefined): readonly DocumentSide[] | null {
  if (documentTypeId === 4 || documentTypeId === 5) return ['front', 'back'];
  if (documentTypeId === 88) {
    const cc = (countryCode ?? '').toUpperCase();
    return cc === 'RU' || cc === 'UA' ? ['registrationStamp', 'passportFront'] : null;
  }
  return [];
}

/** documentUpload's file rule (contracts documents.ts; not in the spec): pdf, jpeg or png, max 10 MiB, not empty. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const allowedUploadTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const extensionTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export type UploadFileProblem = 'fileType' | 'fileEmpty' | 'fileTooLarge';

/** Message key of each problem (documents.errors.*). */
export const uploadProblemKey = (p: UploadFileProblem) => `documents.errors.${p}`;

/**
 * null when the file may be sent. The MIME type decides; a browser that gives
 * none (some do for PDFs) falls back to the extension.
 */
export function validateUploadFile(file: { name: string; type: string; size: number }): UploadFileProblem | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || extensionTypes[ext] || '';
  if (!(allowedUploadTypes as readonly string[]).includes(type)) return 'fileType';
  if (file.size <= 0) return 'fileEmpty';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  return null;
}
