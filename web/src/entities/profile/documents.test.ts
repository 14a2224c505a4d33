import t from 'tap';
import { MAX_UPLOAD_BYTES, documentStatusName, requiredSides, validateUploadFile } from './documents.ts';

t.test('documentStatusName: spec 1 §3 status ids to the interface names', async (t) => {
  const rows: [why: string, id: number, want: string][] = [
    ['"0 submitted" → pending', 0, 'pending'],
    ['"2 confirmed" → validated', 2, 'validated'],
    ['"4 canceled" → none', 4, 'none'],
    ['"5 deleted" → none', 5, 'none'],
    ['"26 rejected" → rejected', 26, 'rejected'],
    ['"31 under investigation" → checked', 31, 'checked'],
    ['"38 expired" → expired', 38, 'expired'],
    ['"41 pending" → pending', 41, 'pending'],
    ['"64 name mismatch" → rejected', 64, 'rejected'],
    ['an unknown id → none', 99, 'none'],
  ];
  for (const [why, id, want] of rows) t.equal(documentStatusName(id), want, why);
  const today = '2026-11-22';
  t.equal(documentStatusName(2, { expiresDate: '2026-12-10', today }), 'expiredSoon', 'confirmed, expires in 18 days');
  t.equal(documentStatusName(2, { expiresDate: '2027-06-01', today }), 'validated', 'confirmed, far from expiry');
  t.equal(documentStatusName(2, { expiresDate: '2026-11-01', today }), 'expired', 'confirmed but past its date');
});

t.test(
  'requiredSides: spec 1 §3 "Document types 4 and 5 need a front and a back side; type 88 (available for RU and UA only) needs a registration stamp plus the passport front page"',
  async (t) => {
    const rows: [why: string, type: number, cc: string | undefined, want: readonly string[] | null][] = [
      ['type 4: front and back', 4, 'US', ['front', 'back']],
      ['type 5: front and back', 5, undefined, ['front', 'back']],
      ['type 88 in RU', 88, 'RU', ['registrationStamp', 'passportFront']],
      ['type 88 in UA', 88, 'ua', ['registrationStamp', 'passportFront']],
      ['type 88 elsewhere: not available', 88, 'RO', null],
      ['type 88 without a country: not available', 88, undefined, null],
      ['any other type: one file', 1, 'US', []],
    ];
    for (const [why, type, cc, want] of rows) t.same(requiredSides(type, cc), want, why);
  },
);

t.test('validateUploadFile: pdf, jpeg or png, max 10 MiB, not empty', async (t) => {
  const rows: [why: string, file: { name: string; type: string; size: number }, want: string | null][] = [
    ['a PDF', { name: 'id.pdf', type: 'application/pdf', size: 1000 }, null],
    ['a JPEG', { name: 'id.jpg', type: 'image/jpeg', size: 1000 }, null],
    ['a PNG', { name: 'id.png', type: 'image/png', size: 1000 }, null],
    ['no MIME type: the extension decides', { name: 'scan.PDF', type: '', size: 1000 }, null],
    ['a GIF: wrong type', { name: 'id.gif', type: 'image/gif', size: 1000 }, 'fileType'],
    ['a Word file: wrong type', { name: 'id.docx', type: '', size: 1000 }, 'fileType'],
    ['empty', { name: 'id.png', type: 'image/png', size: 0 }, 'fileEmpty'],
    ['exactly 10 MiB', { name: 'id.png', type: 'image/png', size: MAX_UPLOAD_BYTES }, null],
    ['one byte over 10 MiB', { name: 'id.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, 'fileTooLarge'],
  ];
  for (const [why, file, want] of rows) t.equal(validateUploadFile(file), want, why);
});

t.test('without a date given, today is the browser date', async (t) => {
  t.equal(documentStatusName(2, { expiresDate: '2000-01-01' }), 'expired');
  t.equal(documentStatusName(2, { expiresDate: '2999-01-01' }), 'validated');
});
