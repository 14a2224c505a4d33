import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { linkedCardLoad, linkedCardProps } from './card-link.ts';
import { $fromAccountId, $toAccountId, TransferAccountGate, limitsQuery, maxAmountQuery, quoteQuery } from './model.ts';

const ok = { responseCode: '00' } as const;
const acc = (accountId: number, currencyCode: string, extra: Partial<Account> = {}): Account => ({
  accountId,
  type: 1001,
  accountStatusId: 1,
  currencyCode,
  balance: '100.00',
  accountBalanceMin: '0.00',
  customerId: 1,
  ...extra,
});
const card = (accountId: number, currencyCode: string, accountStatusId = 2) =>
  acc(accountId, currencyCode, { type: 2006, subType: 'PREPAID', accountStatusId });
const accounts = [
  acc(1, 'EUR'),
  acc(2, 'USD', { accountStatusId: 11 }),
  acc(3, 'USD'),
  card(10, 'USD'),
  card(11, 'EUR', 71),
  card(12, 'RON'),
];

t.test('the query names the card: a positive account id, else none', async (t) => {
  const rows: [string, { toAccountId?: number }][] = [
    ['?to=10', { toAccountId: 10 }],
    ['?to=abc', {}],
    ['?to=-3', {}],
    ['?to=', {}],
    ['', {}],
  ];
  for (const [query, want] of rows) t.same(linkedCardProps(new URLSearchParams(query)), want, query || 'no query');
});

t.test('spec 2 §4 "Load card …: Active": the card and a source in its currency, or nothing', async (t) => {
  const rows: [string, number, ReturnType<typeof linkedCardLoad>][] = [
    [
      'an active card: the first open account in its currency (a closed one skipped)',
      10,
      { fromAccountId: 3, toAccountId: 10 },
    ],
    ['a paused card is not loaded', 11, null],
    ['no open account in the card’s currency', 12, null],
    ['not a card', 3, null],
    ['not held', 99, null],
  ];
  for (const [name, id, want] of rows) t.same(linkedCardLoad(accounts, id), want, name);
});

function scope(known: Account[]) {
  const max: unknown[] = [];
  const s = fork({
    values: [[$accounts, known]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts })],
      [
        quoteQuery.__.executeFx,
        async () => ({
          ...ok,
          fee: '0',
          feeCurrencyCode: 'USD',
          exchangeRate: '1',
          toAmount: '0',
          toCurrencyCode: 'USD',
        }),
      ],
      [
        maxAmountQuery.__.executeFx,
        async (input: { body: unknown }) => (max.push(input.body), { ...ok, amount: '100.00', currencyCode: 'USD' }),
      ],
      [limitsQuery.__.executeFx, async () => ({ ...ok, limits: [] })],
    ],
  });
  return { s, max };
}

t.test('opened with ?to=<card>: the card is the destination, its currency’s account the source', async (t) => {
  for (const [name, known] of [
    ['the accounts already known', accounts],
    ['the accounts loaded after the page opened', []],
  ] as const) {
    const { s, max } = scope([...known]);
    await allSettled(TransferAccountGate.open, { scope: s, params: { toAccountId: 10 } });
    t.equal(s.getState($fromAccountId), 3, `${name}: the source`);
    t.equal(s.getState($toAccountId), 10, `${name}: the card`);
    t.match(
      max,
      [{ operation: 'loadPrepaidCard', fromAccountId: 3, toAccountId: 10 }],
      `${name}: a card load's max amount`,
    );
  }
  const { s } = scope([...accounts]);
  await allSettled(TransferAccountGate.open, { scope: s, params: {} });
  t.equal(s.getState($toAccountId), null, 'without the query the form starts empty');
});
