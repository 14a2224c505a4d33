import type { Account } from '@app/contracts';
import t from 'tap';
import { defaultHistoryAccount } from './default-account.ts';

const acc = (accountId: number, accountStatusId: number, type = 1001): Account => ({
  accountId,
  accountStatusId,
  type,
  currencyCode: 'USD',
  balance: '0.00',
  customerId: 1,
});

t.test('spec 2 §4: with no account selected, the first account sorted by account status id is loaded', async (t) => {
  const rows: [string, Account[], number | undefined, number | undefined][] = [
    ['no accounts: nothing to load', [], undefined, undefined],
    ['one account', [acc(1, 1)], undefined, 1],
    ['the lowest status id wins', [acc(1, 11), acc(2, 2), acc(3, 1)], undefined, 3],
    ['a tie keeps the list order', [acc(5, 1), acc(4, 1)], undefined, 5],
    ['a closed account (11) comes after open ones', [acc(9, 11), acc(8, 1)], undefined, 8],
    ['a selected account is kept', [acc(1, 1), acc(2, 11)], 2, 2],
    ['an unknown selection falls back to the rule', [acc(1, 2), acc(2, 1)], 77, 2],
  ];
  for (const [name, accounts, selected, want] of rows)
    t.equal(defaultHistoryAccount(accounts, selected)?.accountId, want, name);
});
