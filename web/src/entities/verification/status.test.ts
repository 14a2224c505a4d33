import t from 'tap';
import { type VerificationInput, limitDocumentsAllUploaded, verificationStatus } from './status.ts';
import { type VerificationState, verificationStates } from '@app/contracts';

const base: VerificationInput = {
  isRepresentative: false,
  isBusiness: false,
  verified: true,
  limited: false,
  limitReasons: [],
  duplicateDocuments: false,
  duplicateDocumentsUploaded: false,
  someCardDocumentRequired: false,
  requiredActionCount: 0,
  identityStatus: 'confirmed',
  verificationDocumentStatusIds: [2],
};
const allUploaded = [
  { reasonId: 1, requirementDocuments: [{ documentTypeId: 4 }], uploadedDocuments: [{ documentTypeId: 4 }] },
  { reasonId: 5, requirementDocuments: [], uploadedDocuments: [{ documentTypeId: 9 }] },
];
const oneMissing = [
  {
    reasonId: 1,
    requirementDocuments: [{ documentTypeId: 4 }, { documentTypeId: 7 }],
    uploadedDocuments: [{ documentTypeId: 4 }],
  },
  ...allUploaded.slice(1),
];
const duplicated = [
  {
    reasonId: 1,
    requirementDocuments: [{ documentTypeId: 4 }],
    uploadedDocuments: [{ documentTypeId: 4, duplicated: true }],
  },
];

t.test('spec 1 §4 "Account verification status (first match wins)"', async (t) => {
  const rows: [rule: string, input: Partial<VerificationInput>, want: VerificationState][] = [
    [
      '1. "A representative user is always \'checked\'."',
      { isRepresentative: true, limited: true, verified: false, requiredActionCount: 3 },
      'checked',
    ],
    [
      '2. "If limited: \'processing\' when every limit reason has all its required documents uploaded and none duplicated"',
      { limited: true, limitReasons: allUploaded },
      'processing',
    ],
    [
      '2. "…otherwise \'limited\'" (a required document missing)',
      { limited: true, limitReasons: oneMissing },
      'limited',
    ],
    ['2. "…otherwise \'limited\'" (an upload duplicated)', { limited: true, limitReasons: duplicated }, 'limited'],
    [
      '2. limited wins over duplicates and actions',
      { limited: true, limitReasons: oneMissing, duplicateDocuments: true, requiredActionCount: 2 },
      'limited',
    ],
    ['3. "Then \'duplicateDocuments\'"', { duplicateDocuments: true, requiredActionCount: 2 }, 'duplicateDocuments'],
    [
      '3. "(or \'duplicateDocumentsUploaded\' when the duplicates were uploaded)"',
      { duplicateDocuments: true, duplicateDocumentsUploaded: true },
      'duplicateDocumentsUploaded',
    ],
    [
      '4. "\'someCardDocumentRequired\' (currently never produced)" — only when its input says so',
      { someCardDocumentRequired: true, requiredActionCount: 1 },
      'someCardDocumentRequired',
    ],
    [
      '5. "\'hasRequiredActions\' when the action count is above 0" (verified)',
      { requiredActionCount: 1 },
      'hasRequiredActions',
    ],
    [
      '6. "If unverified: \'processing\' when the limit documents are all uploaded"',
      { verified: false, limitReasons: allUploaded, requiredActionCount: 2 },
      'processing',
    ],
    ['6. "…else \'unverified\' when actions remain"', { verified: false, requiredActionCount: 4 }, 'unverified'],
    [
      '6. "…else \'verificationProcessing\' when identity or address documents are submitted" (identity submitted)',
      { verified: false, identityStatus: 'submitted' },
      'verificationProcessing',
    ],
    [
      '6. "…or under investigation" (identity)',
      { verified: false, identityStatus: 'underInvestigation' },
      'verificationProcessing',
    ],
    [
      '6. "…submitted" (an address document in status 0)',
      { verified: false, verificationDocumentStatusIds: [2, 0] },
      'verificationProcessing',
    ],
    [
      '6. "…under investigation" (a document in status 31)',
      { verified: false, verificationDocumentStatusIds: [31] },
      'verificationProcessing',
    ],
    ['6. "…else \'checked\' for businesses"', { verified: false, isBusiness: true }, 'checked'],
    ['6. "…or \'finalReview\' for personal users"', { verified: false }, 'finalReview'],
    ['7. "Verified users are \'checked\'."', {}, 'checked'],
  ];
  for (const [rule, input, want] of rows) t.equal(verificationStatus({ ...base, ...input }), want, rule);
  const reached = new Set(rows.map(([, input]) => verificationStatus({ ...base, ...input })));
  t.same(
    [...verificationStates].filter((s) => !reached.has(s)),
    [],
    'all ten states are reachable',
  );
});

t.test('limitDocumentsAllUploaded', async (t) => {
  t.equal(limitDocumentsAllUploaded(allUploaded), true);
  t.equal(limitDocumentsAllUploaded(oneMissing), false);
  t.equal(limitDocumentsAllUploaded(duplicated), false);
  t.equal(limitDocumentsAllUploaded([]), false, 'no reasons: nothing is being processed');
});
