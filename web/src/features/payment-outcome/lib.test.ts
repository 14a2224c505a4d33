import { languages, translate } from '@app/locales';
import t from 'tap';
import { outcomeTextKeys, progressKey } from './lib.ts';

t.test('the outcome block: says it is checking, then paid / not paid / not confirmed', async (t) => {
  const rows: [string, Parameters<typeof outcomeTextKeys>, ReturnType<typeof outcomeTextKeys>][] = [
    ['nothing before a submit', ['idle', null], null],
    [
      '"It says it is checking" while retrying',
      ['checking', null],
      { title: 'paymentOutcome.checking', text: 'paymentOutcome.checkingHint' },
    ],
    ['paid, completed row', ['paid', 'completed'], { title: 'paymentOutcome.paid', text: 'paymentOutcome.paidText' }],
    ['paid, no row', ['paid', null], { title: 'paymentOutcome.paid', text: 'paymentOutcome.paidText' }],
    [
      'paid, waiting for its approval',
      ['paid', 'processing'],
      { title: 'paymentOutcome.paid', text: 'paymentOutcome.pendingText' },
    ],
    ['not paid', ['notPaid', 'rejected'], { title: 'paymentOutcome.notPaid', text: 'paymentOutcome.notPaidText' }],
    [
      'unknown: does not invite a second payment',
      ['unknown', null],
      { title: 'paymentOutcome.unknown', text: 'paymentOutcome.unknownText' },
    ],
  ];
  for (const [row, args, want] of rows) {
    const got = outcomeTextKeys(...args);
    t.same(got, want, row);
    if (got)
      for (const key of [got.title, got.text])
        for (const lang of languages) t.not(translate(lang, key), key, `${key} has its ${lang} text`);
  }
  t.match(translate('en', 'paymentOutcome.unknownText'), /Do not pay again/, 'the unknown text says not to pay again');
});

t.test("a business approval's outcome says approval, not payment (spec 2 §7 'Business approvals')", async (t) => {
  const rows: [string, Parameters<typeof outcomeTextKeys>, ReturnType<typeof outcomeTextKeys>][] = [
    ['nothing before a submit', ['idle', null, 'approval'], null],
    [
      'checking while retrying the approval',
      ['checking', null, 'approval'],
      { title: 'approvalOutcome.checking', text: 'approvalOutcome.checkingHint' },
    ],
    [
      'approved, its transfers processing',
      ['paid', 'processing', 'approval'],
      { title: 'approvalOutcome.paid', text: 'approvalOutcome.pendingText' },
    ],
    [
      'not approved',
      ['notPaid', null, 'approval'],
      { title: 'approvalOutcome.notPaid', text: 'approvalOutcome.notPaidText' },
    ],
    [
      'unknown: does not invite a second approval',
      ['unknown', null, 'approval'],
      { title: 'approvalOutcome.unknown', text: 'approvalOutcome.unknownText' },
    ],
  ];
  for (const [row, args, want] of rows) {
    const got = outcomeTextKeys(...args);
    t.same(got, want, row);
    if (got)
      for (const key of [got.title, got.text])
        for (const lang of languages) t.not(translate(lang, key), key, `${key} has its ${lang} text`);
  }
  t.equal(progressKey('approval'), 'approvalOutcome.progress');
  t.equal(progressKey('payment'), 'paymentOutcome.progress');
  t.match(translate('en', 'approvalOutcome.unknownText'), /Do not approve again/);
});
