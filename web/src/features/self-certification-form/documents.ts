import { validateUploadFile } from '../../entities/profile/index.ts';
import type { TaxDocumentKind } from './lib.ts';
import type { TaxUploadPart } from './upload.ts';

/** Why a needed document cannot be sent: none chosen, or the upload rules' problem (entities/profile). */
export type DocumentProblem = 'fileRequired' | 'fileType' | 'fileEmpty' | 'fileTooLarge';
export type DocumentFiles = Partial<Record<TaxDocumentKind, File | null>>;

/**
 * Spec 3 §3 the W-9 or W-8 (and the certificate of loss of nationality) a certification still needs: a valid file for
 * each, as the parts to upload, or the problem of each one missing or refused.
 */
export function documentParts(
  needed: readonly TaxDocumentKind[],
  files: DocumentFiles,
): { documents: Partial<Record<TaxDocumentKind, DocumentProblem>>; parts: TaxUploadPart[] } {
  const documents: Partial<Record<TaxDocumentKind, DocumentProblem>> = {};
  const parts: TaxUploadPart[] = [];
  for (const kind of needed) {
    const file = files[kind];
    const problem = file ? validateUploadFile(file) : 'fileRequired';
    if (problem) documents[kind] = problem;
    else if (file) parts.push({ kind, file });
  }
  return { documents, parts };
}
