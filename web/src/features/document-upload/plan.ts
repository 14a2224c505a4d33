import type { CustomerDocumentCategory } from '@app/contracts';
import { type DocumentSide, requiredSides } from '../../entities/profile/index.ts';

/** One file to send: a side of the document, or the only file ('single': no side in the data). */
export type UploadSlot = DocumentSide | 'single';

/** The files the chosen type needs (spec 1 §3 sides), or null when the type is not available here. */
export function uploadSlots(documentTypeId: number, countryCode: string | undefined): UploadSlot[] | null {
  const sides = requiredSides(documentTypeId, countryCode);
  if (sides === null) return null;
  return sides.length > 0 ? [...sides] : ['single'];
}

/** The categories with only the types available for the country (type 88: RU and UA only). */
export function availableCategories(
  categories: readonly CustomerDocumentCategory[],
  countryCode: string | undefined,
): CustomerDocumentCategory[] {
  return categories
    .map((c) => ({
      ...c,
      customerDocumentTypes: c.customerDocumentTypes.filter((type) => uploadSlots(type.id, countryCode) !== null),
    }))
    .filter((c) => c.customerDocumentTypes.length > 0);
}

/** Whole percent of an upload, 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
