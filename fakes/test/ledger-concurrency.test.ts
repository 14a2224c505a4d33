/**
 * 200 concurrent random transfers through the fakes' HTTP API (own-account, cross-currency included,
 * and P2P between the demo customers), then the ledger's invariants: per currency, the customers'
 * balances plus the fee income plus the FX house positions equal what was there before; every
 * currency's postings sum to zero; no customer account is below its minimum. The random seed is
 * printed so a failure can be replayed (LEDGER_SEED=<n>).
 */
import t from 'tap';
import { accountListGet, betweenAccountsTransfer, p2pTransfer } from '@app/contracts';
import { formatMinor } from '../src/money.ts';
import { call, fakesWithClock, signIn } from './helper.ts';

interface Acc {
  accountId: number;
  currencyCode: string;
  type: number;
}

/** mulberry32: small, seedable, good enough to pick amounts */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

t.test('200 concurrent random transfers keep every currency whole and no balance below its minimum', async (t) => {
  const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
  t.comment(`LEDGER_SEED=${seed}`);
  const random = rng(seed);
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const tenant = 'paxum/1';
  const users = ['personal@demo.test', 'business@demo.test'];
  const tokens = await Promise.all(users.map(async (u) => (await signIn(t, app, u)).accessToken));
  const accounts = await Promise.all(
    tokens.map(async (token) =>
      ((await call(t, app, accountListGet, { token })).json.accounts as Acc[]).filter((a) => a.type === 1001),
    ),
  );

  const db = app.fakes.db;
  // customers' plus fee and FX house balances, per currency: everything but the seed's funding equity
  const held = () =>
    Object.fromEntries(
      db
        .prepare<[string], { currency: string; total: number }>(
          `SELECT p.currency, SUM(p.amount_minor) AS total FROM postings p
           JOIN accounts a ON a.tenant = p.tenant AND a.account_id = p.account_id
           WHERE p.tenant = ? AND a.kind IN ('customer', 'fee', 'fx') GROUP BY p.currency ORDER BY p.currency`,
        )
        .all(tenant)
        .map((r) => [r.currency, r.total]),
    );
  const before = held();

  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const jobs = Array.from({ length: 200 }, (_, i) => {
    const who = random() < 0.7 ? 0 : 1;
    const mine = accounts[who] as Acc[];
    const from = pick(mine);
    // 1 cent to 400.00: enough to run some accounts dry so refusals happen too
    const amount = formatMinor(1 + Math.floor(random() * 40000), from.currencyCode);
    const headers = { 'idempotency-key': `ledger-${seed}-${i}` };
    if (random() < 0.6) {
      const to = pick(mine.filter((a) => a.accountId !== from.accountId));
      return call(t, app, betweenAccountsTransfer, {
        token: tokens[who],
        headers,
        body: { toAmount: amount, currency: from.currencyCode, fromAccount: from.accountId, toAccount: to.accountId },
      });
    }
    return call(t, app, p2pTransfer, {
      token: tokens[who],
      headers,
      body: { fromAccountId: from.accountId, email: users[1 - who], amount },
    });
  });
  const started = Date.now();
  const results = await Promise.all(jobs);
  const codes = results.map((r) => r.json.responseCode);
  const done = codes.filter((c) => c === '00').length;
  t.ok(done > 50, `${done} of 200 transfers went through`);
  t.ok(
    codes.every((c) => c === '00' || c === 'VF'),
    'the others were refused with VF (funds, limits), never an error',
  );
  t.ok(Date.now() - started < 20_000, 'bounded: seconds, not minutes');

  t.same(held(), before, 'per currency: customers + fee income + FX positions unchanged');
  for (const [currency, total] of Object.entries(app.fakes.ledger.tenantTotals(tenant)))
    t.equal(total, 0, `${currency} postings sum to zero`);
  const below = db
    .prepare<[string], { account_id: number }>(
      `SELECT a.account_id FROM accounts a
       WHERE a.tenant = ? AND a.kind = 'customer'
         AND COALESCE((SELECT SUM(amount_minor) FROM postings p WHERE p.tenant = a.tenant AND p.account_id = a.account_id), 0) < a.balance_min_minor`,
    )
    .all(tenant);
  t.same(below, [], 'no customer account below its minimum');
  const completed = db
    .prepare<[string], { n: number }>(
      "SELECT COUNT(DISTINCT transaction_id) AS n FROM transactions WHERE tenant = ? AND status = 'completed' AND entry_id IN (SELECT entry_id FROM journal WHERE kind IN ('betweenAccounts', 'p2p'))",
    )
    .get(tenant) as { n: number };
  t.equal(completed.n, done, 'one completed transaction per successful transfer');
});
