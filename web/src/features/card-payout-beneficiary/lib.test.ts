import { translate } from '@app/locales';
import t from 'tap';
import { cardPayoutPayload, cardPayoutProblems, nameProblem, payoutCardLabel, prefillOf } from './lib.ts';

const blocked = ['400000', '510510'];

t.test(
  "spec 2 §5 'Card BIN lookup uses the first 6 digits with spaces removed. A blocked card BIN list is fetched.'",
  async (t) => {
    const rows: [string, string, readonly string[] | undefined, unknown, string][] = [
      [
        'Ann Lee',
        '4111 1111 1111 1111',
        blocked,
        { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111' },
        'sent with spaces removed',
      ],
      [
        '  Ann Lee ',
        '4111111111111111',
        blocked,
        { beneficiaryName: 'Ann Lee', cardNumber: '4111111111111111' },
        'trim',
      ],
      ['Ann Lee', '4000 0000 0000 0002', blocked, null, 'BIN 400000 is blocked: refused before submit'],
      ['Ann Lee', '5105 1051 0510 5100', blocked, null, 'BIN 510510 is blocked'],
      ['Ann Lee', '4111 1111 1111 1111', undefined, null, 'decision: not until the blocked list has loaded'],
      ['Ann Lee', '4111 1111 1111 1112', blocked, null, 'Luhn fails'],
      ['', '4111 1111 1111 1111', blocked, null, 'no name'],
      ['Ann Lee', '', blocked, null, 'no card'],
    ];
    for (const [beneficiaryName, cardNumber, blockedBins, want, why] of rows)
      t.same(cardPayoutPayload({ beneficiaryName, cardNumber, blockedBins }), want, why);
  },
);

t.test('the problem of each field, shown as its locale key', async (t) => {
  const rows: [string, string, unknown, string][] = [
    ['Ann Lee', '4000 0000 0000 0002', { beneficiaryName: null, cardNumber: 'cardBinBlocked' }, 'blocked BIN'],
    ['', '', { beneficiaryName: 'nameRequired', cardNumber: 'cardRequired' }, 'both empty'],
    ['x'.repeat(141), '4111 1111 1111 1112', { beneficiaryName: 'nameTooLong', cardNumber: 'cardInvalid' }, 'long'],
    ['x'.repeat(140), '4111111111111111', { beneficiaryName: null, cardNumber: null }, '140 characters is the limit'],
  ];
  for (const [beneficiaryName, cardNumber, want, why] of rows)
    t.same(cardPayoutProblems({ beneficiaryName, cardNumber, blockedBins: blocked }), want, why);
  t.equal(nameProblem('   '), 'nameRequired', 'spaces only');
});

t.test("spec 2 §5 'Card numbers shorter than 16 characters are not masked.'", async (t) => {
  const rows: [string, string, string][] = [
    ['4111 1111 1111 1111', '•••• •••• •••• 1111', '16 digits: masked (the spaces typed do not count)'],
    ['4222222222222', '4222 2222 2222 2', '13 digits: not masked'],
    ['4222 2222 2222 2', '4222 2222 2222 2', '13 digits typed with spaces (16 characters): still not masked'],
    ['6011000990139424', '•••• •••• •••• 9424', '16'],
    ['4000000000000000006', '•••• •••• •••• •••0 006', '19 digits'],
  ];
  for (const [n, want, why] of rows) t.equal(payoutCardLabel(n), want, why);
});

t.test('a prefill gives the name and an unmasked card number only', async (t) => {
  t.same(prefillOf({ beneficiaryName: 'Ann Lee', cardNumber: '4111 1111 1111 1111', amount: '5.00' }), {
    beneficiaryName: 'Ann Lee',
    cardNumber: '4111 1111 1111 1111',
  });
  t.same(prefillOf({ beneficiaryName: 'Ann Lee', cardNumber: '•••• 1111' }), { beneficiaryName: 'Ann Lee' }, 'masked');
  t.same(prefillOf({ beneficiaryName: 7, cardNumber: null }), {}, 'wrong types');
});

t.test(
  'every problem the rules return has its English text (the locales test holds the other five to the English keys)',
  async (t) => {
    const keys = [
      'cardPayout.nameRequired',
      'cardPayout.nameTooLong',
      'externalTransfer.field.cardRequired',
      'externalTransfer.field.cardInvalid',
      'externalTransfer.field.cardBinBlocked',
    ];
    const shown = [
      ...new Set(
        [
          cardPayoutProblems({ beneficiaryName: '', cardNumber: '', blockedBins: blocked }),
          cardPayoutProblems({
            beneficiaryName: 'x'.repeat(141),
            cardNumber: '4111 1111 1111 1112',
            blockedBins: blocked,
          }),
          cardPayoutProblems({ beneficiaryName: 'A', cardNumber: '4000000000000002', blockedBins: blocked }),
        ].flatMap((p) => [
          p.beneficiaryName && `cardPayout.${p.beneficiaryName}`,
          p.cardNumber && `externalTransfer.field.${p.cardNumber}`,
        ]),
      ),
    ].filter((k): k is string => Boolean(k));
    t.same(shown.sort(), [...keys].sort(), 'the rules return these keys');
    for (const key of keys) t.not(translate('en', key), key, key);
  },
);
