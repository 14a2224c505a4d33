import type { Account } from '@app/contracts';
import t from 'tap';
import { allCardStatusIds } from '@app/contracts';
import { activationFeeAccounts, addDecimals, addressReplacementWarning, canActivate, canReissue } from './lifecycle.ts';

// Reissue (decision documented in lifecycle.ts): physical; Active, Paused, Expired or Limited; no replacement on
// its way. Activation: physical and Shipped (21). Every id of the spec 2 §3 card-status table, plus closed (11).
const rows: [id: number, status: string, reissue: boolean, activate: boolean][] = [
  [0, 'Submitted', false, false],
  [2, 'Active', true, false],
  [4, 'Canceled', false, false],
  [18, 'Fraud', false, false],
  [19, 'Printing', false, false],
  [20, 'Printed', false, false],
  [21, 'Shipped', false, true],
  [23, 'Pending', false, false],
  [65, 'Pending', false, false],
  [27, 'Limited', true, false],
  [38, 'Expired', true, false],
  [41, 'Processing', false, false],
  [71, 'Paused', true, false],
  [11, 'Closed account', false, false],
];

t.test('reissue and activation by status, physical and virtual', async (t) => {
  t.same(
    rows.map((r) => r[0]).filter((id) => id !== 11),
    [...allCardStatusIds],
    'every status id of the card-status table',
  );
  for (const [statusId, status, reissue, activate] of rows) {
    t.equal(canReissue({ statusId, isVirtual: false }), reissue, `${status} (${statusId}) physical: reissue`);
    t.equal(canActivate({ statusId, isVirtual: false }), activate, `${status} (${statusId}) physical: activate`);
    t.equal(canReissue({ statusId, isVirtual: true }), false, `${status} (${statusId}) virtual: never reissued`);
    t.equal(canActivate({ statusId, isVirtual: true }), false, `${status} (${statusId}) virtual: never activated`);
  }
});

t.test('no second reissue while a replacement is on its way', async (t) => {
  const rows: [reissuedStatusId: number | undefined, can: boolean][] = [
    [undefined, true],
    [0, true],
    [19, false],
    [20, false],
    [21, false],
  ];
  for (const [reissuedStatusId, can] of rows)
    t.equal(canReissue({ statusId: 2, isVirtual: false, reissuedStatusId }), can, `replacement ${reissuedStatusId}`);
});

const account = (accountId: number, type: number, currencyCode: string, accountStatusId = 1) =>
  ({ accountId, type, currencyCode, accountStatusId, balance: '1.00', customerId: 1 }) as Account;

t.test('the activation fee is paid from an open, non-card account in the fee currency', async (t) => {
  const accounts = [
    account(1, 1001, 'USD'),
    account(2, 1001, 'EUR'),
    account(3, 4001, 'USD'),
    account(4, 1001, 'USD', 11),
    account(5, 2006, 'USD'),
    account(6, 4002, 'USD'),
  ];
  t.same(
    activationFeeAccounts(accounts, 'USD').map((a) => a.accountId),
    [1, 3, 6],
  );
  t.same(activationFeeAccounts(accounts, 'RON'), [], 'none in RON');
});

t.test('the warning before an address is replaced', async (t) => {
  const names: Record<number, string> = { 10: 'Everyday card', 11: 'New card' };
  const nameOf = (id: number) => names[id];
  const rows: [
    string,
    { cardAccountsToBeCanceled: number[]; cardAccountsToBeShippedToOldAddress: number[] },
    ReturnType<typeof addressReplacementWarning>,
  ][] = [
    ['no card affected', { cardAccountsToBeCanceled: [], cardAccountsToBeShippedToOldAddress: [] }, { kind: 'none' }],
    [
      'cardAccountsToBeCanceled',
      { cardAccountsToBeCanceled: [10], cardAccountsToBeShippedToOldAddress: [] },
      { kind: 'canceled', canceled: ['Everyday card'], shippedToOldAddress: [] },
    ],
    [
      'cardAccountsToBeShippedToOldAddress',
      { cardAccountsToBeCanceled: [], cardAccountsToBeShippedToOldAddress: [11] },
      { kind: 'shippedToOldAddress', canceled: [], shippedToOldAddress: ['New card'] },
    ],
    [
      'both, one card unknown to the client',
      { cardAccountsToBeCanceled: [10, 99], cardAccountsToBeShippedToOldAddress: [11] },
      { kind: 'both', canceled: ['Everyday card', '99'], shippedToOldAddress: ['New card'] },
    ],
  ];
  for (const [name, check, want] of rows) t.same(addressReplacementWarning(check, nameOf), want, name);
});

t.test('addDecimals adds fees exactly', async (t) => {
  const rows: [string, string, string][] = [
    ['5.00', '25.00', '30.00'],
    ['0.10', '0.20', '0.30'],
    ['25.00', '110.00', '135.00'],
    ['0.00', '0.00', '0.00'],
    ['1.5', '0.25', '1.75'],
    ['7', '3', '10'],
    ['0.00000001', '0.1', '0.10000001'],
  ];
  for (const [a, b, want] of rows) t.equal(addDecimals(a, b), want, `${a} + ${b}`);
  t.throws(() => addDecimals('1,5', '1'));
});
