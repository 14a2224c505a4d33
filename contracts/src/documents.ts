import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { documentStatus } from './constants.ts';
import { methodRequest, ok } from './envelope.ts';

/** Numeric-looking text ("5551234", "1") becomes a number under normalizeNumericStrings; read back as text. */
export const looseText = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));

/** Spec 1 §3 document status ids, every one of `documentStatus` (constants.ts) in the spec's order. */
export const documentStatusIds = [
  documentStatus.submitted,
  documentStatus.confirmed,
  documentStatus.canceled,
  documentStatus.deleted,
  documentStatus.rejected,
  documentStatus.underInvestigation,
  documentStatus.expired,
  documentStatus.pending,
  documentStatus.nameMismatch,
] as const;
export const documentStatusId = z.literal(documentStatusIds);
export type DocumentStatusId = z.infer<typeof documentStatusId>;

/** Spec 1 §3 status names used in the interface. */
export const docStatusName = z.enum([
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
  'expired',
  'checked',
]);
export type DocStatusName = z.infer<typeof docStatusName>;

/** Spec 1 §3 document categories 1 (identity) to 12 (residence permit). */
export const documentCategoryId = z.int().check(z.gte(1), z.lte(12));
/** Types 4 and 5 have a front and a back; type 88 (RU, UA) a registration stamp and the passport front page. */
export const documentSide = z.enum(['front', 'back', 'registrationStamp', 'passportFront']);
export type DocumentSide = z.infer<typeof documentSide>;

export const uploadedDocument = z.looseObject({
  id: z.int(),
  statusId: documentStatusId,
  /** ISO date-time */
  uploaded: z.string(),
  documentTypeId: z.int(),
  documentType: z.string(),
  categoryId: documentCategoryId,
  side: z.optional(documentSide),
  isSubDocument: z.boolean(),
  issuedDate: z.optional(z.string()),
  expiresDate: z.optional(z.string()),
  createdUsername: z.optional(z.string()),
  rejectReason: z.optional(z.string()),
  fileName: z.optional(z.string()),
});
export type UploadedDocument = z.infer<typeof uploadedDocument>;

/** The JSON of the `data` part of a documentUpload form. */
export const documentUploadData = methodRequest({
  categoryId: documentCategoryId,
  documentTypeId: z.int().check(z.gte(1)),
  side: z.optional(documentSide),
  addressId: z.optional(z.int()),
  representativeId: z.optional(z.int()),
  issuedDate: z.optional(isoDate),
  expiresDate: z.optional(isoDate),
});
export type DocumentUploadData = z.infer<typeof documentUploadData>;

/** Upload limits the fakes enforce (and the web can check before sending). */
export const documentUploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  /** form part names */
  dataPart: 'data',
  filePart: 'file[document]',
} as const;

/**
 * Multipart `POST /?method=documentUpload`: a `data` part (JSON, `documentUploadData`) and a
 * `file[document]` part (pdf, jpeg or png; at most 10 MiB; not empty). A bad file answers TA1
 * 'File type not allowed', 'File is too large' or 'File is empty'. Build the body with `documentUploadForm`.
 */
export const documentUpload = methodCall('documentUpload', {
  summary: 'upload one document file (multipart: data JSON + file[document])',
  multipart: true,
  request: documentUploadData,
  response: ok({ documentId: z.int(), statusId: z.literal(0) }),
});

/** The FormData of a documentUpload call. */
export function documentUploadForm(data: DocumentUploadData, file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append(documentUploadLimits.dataPart, JSON.stringify(data));
  form.append(documentUploadLimits.filePart, file, fileName);
  return form;
}

export const documentDelete = methodCall('documentDelete', {
  summary: 'delete an uploaded document',
  request: methodRequest({ documentId: z.int() }),
  response: ok({}),
});

export const documentCalls = [documentUpload, documentDelete] as const;
