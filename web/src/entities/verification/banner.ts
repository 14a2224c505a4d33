import type { VerificationState } from '@app/contracts';

export interface StatusBanner {
  tone: 'warning';
  titleKey: string;
  descriptionKey: string;
  href: '/limited-account' | '/profile';
  count: number;
}

const warned: Partial<Record<VerificationState, string>> = {
  limited: 'limited',
  duplicateDocuments: 'duplicateDocuments',
  duplicateDocumentsUploaded: 'duplicateDocumentsUploaded',
  unverified: 'unverified',
  hasRequiredActions: 'hasRequiredActions',
  someCardDocumentRequired: 'someCardDocumentRequired',
};

/**
 * Spec 1 §4: "The status banner is a warning for limited, duplicate,
 * unverified, hasRequiredActions and card-document-required. It shows a title
 * and description, a link to limited-account or profile, and the count of
 * actions required." null: no banner.
 */
export function statusBanner(status: VerificationState, count: number): StatusBanner | null {
  const name = warned[status];
  if (!name) return null;
  return {
    tone: 'warning',
    titleKey: `verification.banner.${name}.title`,
    descriptionKey: `verification.banner.${name}.description`,
    href: status === 'limited' ? '/limited-account' : '/profile',
    count: Math.max(0, count),
  };
}
