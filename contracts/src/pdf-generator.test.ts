import t from 'tap';
import {
  accountConfirmationAllowed,
  accountConfirmationFileName,
  pdfFileTokenOf,
  pdfGenerate,
  pdfGenerated,
} from './pdf-generator.ts';

t.test(
  'accountConfirmationAllowed: spec 2 §3 "Type values: 1001 payment, 4001 prepayment, 4002 receiving, card types 2006 to 2135"; closed is 11',
  async (t) => {
    const rows: [string, { type: number; accountStatusId: number }, boolean][] = [
      ['1001 payment, open', { type: 1001, accountStatusId: 1 }, true],
      ['4001 prepayment, open', { type: 4001, accountStatusId: 1 }, true],
      ['4002 receiving, open', { type: 4002, accountStatusId: 1 }, true],
      ['1001 payment, another status that is not closed', { type: 1001, accountStatusId: 3 }, true],
      ['1001 payment, closed (11)', { type: 1001, accountStatusId: 11 }, false],
      ['4002 receiving, closed (11)', { type: 4002, accountStatusId: 11 }, false],
      ['card type 2006 (the first), active', { type: 2006, accountStatusId: 2 }, false],
      ['card type 2135 (the last), active', { type: 2135, accountStatusId: 2 }, false],
      ['2005, just below the card types', { type: 2005, accountStatusId: 1 }, true],
      ['2136, just above the card types', { type: 2136, accountStatusId: 1 }, true],
    ];
    for (const [name, account, want] of rows) t.equal(accountConfirmationAllowed(account), want, name);
  },
);

t.test('pdfFileTokenOf: the token of "The response redirectLink" (spec 3 §7)', async (t) => {
  const token = 'aB3_-xYz0123456789abcd';
  const rows: [string, string, string | null][] = [
    ['the path the fakes answer', `/pdf/api/files/${token}`, token],
    ['a full address ending so', `https://api.example/paxum/1/pdf/api/files/${token}`, token],
    ['another path', `/pdf/api/other/${token}`, null],
    ['no token', '/pdf/api/files/', null],
    ['a token too short', '/pdf/api/files/abc', null],
    ['a token with a slash after it', `/pdf/api/files/${token}/x`, null],
    ['a token with characters outside base64url', '/pdf/api/files/abcdefghijklmnop%2F', null],
    ['not an address', 'http://', null],
  ];
  for (const [name, link, want] of rows) t.equal(pdfFileTokenOf(link), want, name);
});

t.test('the body: accountId, and file=base64 only ("In the wrapper it may carry file=base64")', async (t) => {
  const body = pdfGenerate.request;
  t.ok(body.safeParse({ accountId: 300001 }).success, 'an account');
  t.ok(body.safeParse({ accountId: 300001, file: 'base64' }).success, 'in the wrapper');
  t.notOk(body.safeParse({ accountId: 300001, file: 'url' }).success, 'no other file kind');
  t.notOk(body.safeParse({}).success, 'the account is required');
  t.notOk(body.safeParse({ accountId: '300001' }).success, 'an integer, not text');
  t.notOk(body.safeParse({ accountId: 0 }).success, 'positive');
});

t.test('the answer: a redirectLink, or the file in base64 with its name', async (t) => {
  t.ok(pdfGenerated.safeParse({ redirectLink: '/pdf/api/files/aB3_-xYz0123456789abcd' }).success, 'a link');
  t.ok(pdfGenerated.safeParse({ file: 'JVBERi0xLjcK', fileName: 'account-confirmation-1.pdf' }).success, 'a file');
  t.notOk(pdfGenerated.safeParse({ redirectLink: 'https://elsewhere.example/x.pdf' }).success, 'a foreign link');
  t.notOk(pdfGenerated.safeParse({ file: 'not base64!', fileName: 'a.pdf' }).success, 'bad base64');
  t.notOk(pdfGenerated.safeParse({}).success, 'neither');
  t.equal(accountConfirmationFileName(300001), 'account-confirmation-300001.pdf');
});
