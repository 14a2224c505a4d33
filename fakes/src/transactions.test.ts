import t from 'tap';
import { transactionTypeIds } from '@app/contracts';
import { openDb } from './db.ts';
import { createLedger } from './ledger.ts';
import { createTenants } from './tenants.ts';
import { createTransactions } from './transactions.ts';

function setup() {
  const db = openDb(':memory:');
  const ledger = createLedger(db);
  createTenants(db, ledger, Date.now).ensure('paxum/1');
  return { db, ledger, transactions: createTransactions(db) };
}

// personal@demo.test (customer 100001): USD, EUR, RON payment accounts, then the USD and EUR cards
const USD = 300001;
const USD_CARD = 300004;

t.test('the seed records a completed history row for every deposit and card top-up, tied to its entry', async (t) => {
  const { db, ledger } = setup();
  const rows = db
    .prepare<
      [],
      {
        account_id: number;
        type_id: number;
        direction: string;
        amount_minor: number;
        fee_minor: number;
        entry_id: number;
      }
    >(
      // only completed rows moved money (seed-history.ts adds a processing and a rejected one)
      "SELECT account_id, type_id, direction, amount_minor, fee_minor, entry_id FROM transactions WHERE tenant = 'paxum/1' AND customer_id = 100001 AND status = 'completed' ORDER BY transaction_id, account_id",
    )
    .all();
  t.ok(rows.length >= 5, 'deposits and top-ups are listed');
  // every completed row's money is in the ledger: the sum per account of in minus out (and fees) equals the balance
  const net = new Map<number, number>();
  for (const r of rows)
    net.set(
      r.account_id,
      (net.get(r.account_id) ?? 0) + (r.direction === 'in' ? r.amount_minor : -r.amount_minor) - r.fee_minor,
    );
  for (const [accountId, amount] of net)
    t.equal(amount, ledger.balanceOf('paxum/1', accountId), `account ${accountId}`);
  // the seed's own top-up comes first; seed-history.ts adds monthly ones after it
  const topUp = rows
    .filter((r) => r.type_id === transactionTypeIds.cardTopUp && (r.account_id === USD || r.account_id === USD_CARD))
    .slice(0, 2);
  t.same(
    topUp.map((r) => [r.account_id, r.direction]),
    [
      [USD, 'out'],
      [USD_CARD, 'in'],
    ],
    'the USD card top-up leaves the USD payment account',
  );
});

t.test('record writes every side under one id; setStatus completes it with its entry', async (t) => {
  const { transactions } = setup();
  const id = transactions.record({
    tenant: 'paxum/1',
    typeId: transactionTypeIds.ownTransfer,
    status: 'processing',
    description: 'own transfer',
    now: 1,
    sides: [
      { accountId: USD, customerId: 100001, direction: 'out', amountMinor: 2500, feeMinor: 50, currency: 'USD' },
      { accountId: 300002, customerId: 100001, direction: 'in', amountMinor: 2300, currency: 'EUR' },
    ],
  });
  t.same(
    transactions.get('paxum/1', id).map((r) => [r.status, r.entry_id]),
    [
      ['processing', null],
      ['processing', null],
    ],
  );
  transactions.setStatus('paxum/1', id, 'completed', 42);
  t.same(
    transactions.get('paxum/1', id).map((r) => [r.status, r.entry_id, r.fee_minor]),
    [
      ['completed', 42, 50],
      ['completed', 42, 0],
    ],
  );
  t.not(
    transactions.record({
      tenant: 'paxum/1',
      typeId: transactionTypeIds.fee,
      status: 'completed',
      description: 'fee',
      now: 2,
      sides: [{ accountId: USD, customerId: 100001, direction: 'out', amountMinor: 1, currency: 'USD' }],
    }),
    id,
    'the next record gets a new id',
  );
  t.throws(
    () =>
      transactions.record({
        tenant: 'paxum/1',
        typeId: transactionTypeIds.ownTransfer,
        status: 'completed',
        description: 'x',
        now: 3,
        sides: [],
      }),
    /at least one side/,
  );
  t.throws(
    () =>
      transactions.record({
        tenant: 'paxum/1',
        typeId: transactionTypeIds.ownTransfer,
        status: 'completed',
        description: 'x',
        now: 3,
        sides: [{ accountId: USD, customerId: 100001, direction: 'out', amountMinor: 1.5, currency: 'USD' }],
      }),
    /integer minor units/,
  );
});
