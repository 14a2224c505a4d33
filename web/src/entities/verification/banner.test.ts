import t from 'tap';
import { statusBanner } from './banner.ts';
import type { VerificationState } from '@app/contracts';

t.test(
  'spec 1 §4 "The status banner is a warning for limited, duplicate, unverified, hasRequiredActions and card-document-required"',
  async (t) => {
    const rows: [why: string, status: VerificationState, count: number, want: ReturnType<typeof statusBanner>][] = [
      [
        'limited: "a link to limited-account"',
        'limited',
        0,
        {
          tone: 'warning',
          titleKey: 'verification.banner.limited.title',
          descriptionKey: 'verification.banner.limited.description',
          href: '/limited-account',
          count: 0,
        },
      ],
      [
        'duplicate',
        'duplicateDocuments',
        1,
        {
          tone: 'warning',
          titleKey: 'verification.banner.duplicateDocuments.title',
          descriptionKey: 'verification.banner.duplicateDocuments.description',
          href: '/profile',
          count: 1,
        },
      ],
      [
        'duplicates uploaded',
        'duplicateDocumentsUploaded',
        0,
        {
          tone: 'warning',
          titleKey: 'verification.banner.duplicateDocumentsUploaded.title',
          descriptionKey: 'verification.banner.duplicateDocumentsUploaded.description',
          href: '/profile',
          count: 0,
        },
      ],
      [
        'unverified: "… or profile, and the count of actions required"',
        'unverified',
        4,
        {
          tone: 'warning',
          titleKey: 'verification.banner.unverified.title',
          descriptionKey: 'verification.banner.unverified.description',
          href: '/profile',
          count: 4,
        },
      ],
      [
        'hasRequiredActions',
        'hasRequiredActions',
        2,
        {
          tone: 'warning',
          titleKey: 'verification.banner.hasRequiredActions.title',
          descriptionKey: 'verification.banner.hasRequiredActions.description',
          href: '/profile',
          count: 2,
        },
      ],
      [
        'card-document-required',
        'someCardDocumentRequired',
        1,
        {
          tone: 'warning',
          titleKey: 'verification.banner.someCardDocumentRequired.title',
          descriptionKey: 'verification.banner.someCardDocumentRequired.description',
          href: '/profile',
          count: 1,
        },
      ],
      ['checked: no banner', 'checked', 0, null],
      ['processing: no banner', 'processing', 0, null],
      ['verificationProcessing: no banner', 'verificationProcessing', 0, null],
      ['finalReview: no banner', 'finalReview', 0, null],
    ];
    for (const [why, status, count, want] of rows) t.same(statusBanner(status, count), want, why);
  },
);
