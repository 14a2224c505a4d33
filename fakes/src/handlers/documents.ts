import {
  documentDelete,
  documentUpload,
  documentUploadLimits,
  type DocumentSide,
  documentStatus,
  documentCategoryIds,
} from '@app/contracts';
import { type CallHandler, type Core, envelopeError, failure, success, on, isErrorAnswer } from '../core.ts';
import type { MultipartPart } from '../multipart.ts';
import {
  createProfileStore,
  documentTypeName,
  documentTypeNames,
  isActiveDocument,
  patchCustomer,
  type ProfileStore,
  type StoredDocument,
} from '../profile-store.ts';
import { profileScope } from './profile.ts';

/** What the first bytes of each allowed type look like. */
const magic: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((b, i) => data[i] === b);

/** Spec 1 §3: types 4 and 5 have a front and a back; type 88 a registration stamp and the passport front page. */
export const sidesOf = (documentTypeId: number): readonly DocumentSide[] | undefined =>
  documentTypeNames[documentTypeId]?.sides;

/**
 * The file problem of an upload, in the order a person can fix it: empty,
 * too large, then the type (declared AND by its first bytes). Undefined when fine.
 */
export function fileProblem(file: MultipartPart): string | undefined {
  if (file.data.length === 0) return 'File is empty';
  if (file.data.length > documentUploadLimits.maxBytes) return 'File is too large';
  const declared = (file.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const bytes = magic[declared];
  if (!bytes || !startsWith(file.data, bytes)) return 'File type not allowed';
  return undefined;
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

export function documentHandlers(core: Core, store: ProfileStore = createProfileStore(core.db)): CallHandler[] {
  return [
    on(documentUpload, (ctx) => {
      const files = (ctx.parts ?? []).filter((p) => p.name === documentUploadLimits.filePart);
      if (files.length === 0) return envelopeError(400, 'TA1', 'file[document]: the file part is missing');
      if (files.length > 1) return envelopeError(400, 'TA1', 'file[document]: send one file per upload');
      const file = files[0] as MultipartPart;
      const problem = fileProblem(file);
      if (problem) return envelopeError(400, 'TA1', problem);

      const data = ctx.body;
      const known = documentTypeNames[data.documentTypeId];
      if (known && known.categoryId !== data.categoryId)
        return failure('TA1', `documentTypeId: type ${data.documentTypeId} is not in category ${data.categoryId}`);
      const sides = sidesOf(data.documentTypeId);
      if (sides && (!data.side || !sides.includes(data.side)))
        return failure('TA1', `side: one of ${sides.join(', ')} is required for this document type`);
      if (!sides && data.side) return failure('TA1', 'side: this document type has one side');
      if (data.expiresDate && data.expiresDate <= today(core.now()))
        return failure('TA1', 'expiresDate: the document has expired');
      if (data.issuedDate && data.issuedDate > today(core.now()))
        return failure('TA1', 'issuedDate: cannot be in the future');

      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      const { state, user, customerId } = scope;
      if (data.addressId !== undefined && !state.addresses.some((a) => a.addressId === data.addressId))
        return failure('VF', 'Address not found');
      const documentId = state.nextId++;
      const doc: StoredDocument = {
        id: documentId,
        statusId: documentStatus.submitted,
        uploaded: new Date(core.now()).toISOString(),
        documentTypeId: data.documentTypeId,
        documentType: documentTypeName(data.documentTypeId),
        categoryId: data.categoryId,
        ...(data.side ? { side: data.side } : {}),
        // the second side of a two-sided document is filed under the first
        isSubDocument: !!sides && data.side === sides[1],
        ...(data.issuedDate ? { issuedDate: data.issuedDate } : {}),
        ...(data.expiresDate ? { expiresDate: data.expiresDate } : {}),
        createdUsername: user.username,
        fileName: (file.filename ?? 'document').slice(0, 200),
        ...(data.addressId !== undefined ? { addressId: data.addressId } : {}),
        ...(data.representativeId !== undefined ? { representativeId: data.representativeId } : {}),
        size: file.data.length,
        mimeType: (file.contentType ?? '').split(';')[0]?.trim().toLowerCase(),
      };
      state.documents.push(doc);
      scope.save();
      const customer = JSON.parse(user.customer_json) as { duplicateDocuments?: boolean };
      // spec 1 §4 rule 3: a new identity document answers the duplicate-documents request
      if (customer.duplicateDocuments && data.categoryId === documentCategoryIds.identity)
        patchCustomer(core.db, ctx.tenant.key, customerId, { duplicateDocumentsUploaded: true });
      return success({ documentId, statusId: documentStatus.submitted });
    }),
    on(documentDelete, (ctx) => {
      const scope = profileScope(core, store, ctx);
      if (isErrorAnswer(scope)) return scope;
      const { documentId } = ctx.body;
      const doc = scope.state.documents.find((d) => d.id === documentId && isActiveDocument(d));
      if (!doc) return failure('VF', 'Document not found');
      if (doc.statusId === documentStatus.confirmed) return failure('VF', 'A confirmed document cannot be deleted');
      scope.state.documents = scope.state.documents.filter((d) => d.id !== documentId);
      scope.save();
      return success();
    }),
  ];
}
