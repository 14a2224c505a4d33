import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import {
  $payee,
  TransferP2pGate,
  amountChanged,
  emailChanged,
  emailCommitted,
  feeFx,
  fromChanged,
  payeeCheckFx,
  recentFx,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const usd: Account = {
  accountId: 1,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance: '100.00',
  customerId: 1,
};

function scopeWith(log: { checks: unknown[]; fees: unknown[]; recent: unknown[] }) {
  return fork({
    values: [[$accounts, [usd]]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [usd] })],
      [
        payeeCheckFx,
        async (input: { body: unknown }) => (
          log.checks.push(input.body),
          { ...ok, exists: true, exist: true, isEmployee: false, outBlacklist: true }
        ),
      ],
      [
        feeFx,
        async (input: { body: unknown }) => (log.fees.push(input.body), { ...ok, fee: '0.30', feeCurrencyCode: 'USD' }),
      ],
      [recentFx, async (input: { body: unknown }) => (log.recent.push(input.body), { ...ok, transfers: [] })],
    ],
  });
}

t.test("spec 2 §5: 'Invalid emails skip the server check'; the answer shows outBlacklist", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(emailChanged, { scope, params: 'a@b.c' });
  await allSettled(emailCommitted, { scope });
  t.same(log.checks, [], '5 characters: not checked');
  await allSettled(emailChanged, { scope, params: 'business@demo.test' });
  await allSettled(emailCommitted, { scope });
  t.same(log.checks, [{ email: 'business@demo.test' }]);
  t.match(scope.getState($payee), { kind: 'checked', exists: true, outBlacklist: true });
});

t.test("spec 2 §5: 'P2P fee is fetched only with a selected account and an amount above 0'", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(amountChanged, { scope, params: '10.00' });
  t.same(log.fees, [], 'no account');
  await allSettled(fromChanged, { scope, params: 1 });
  t.same(log.fees, [{ amount: '10.00', fromAccountId: 1 }]);
  await allSettled(amountChanged, { scope, params: '0.00' });
  t.equal(log.fees.length, 1, 'amount 0');
});

t.test("spec 2 §9: 'Recent P2P transfers limit 3'", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(TransferP2pGate.open, { scope, params: {} });
  t.same(log.recent, [{ types: ['p2p'], permission: '3d', limit: 3 }]);
});
