import t from 'tap';
import { openDb } from './db.ts';
import {
  DEMO_RECEIVE_SECRET,
  GlobalPayError,
  createGlobalPayStore,
  globalPayFeeMinor,
  heldMinor,
} from './global-pay-store.ts';
import { createLedger } from './ledger.ts';
import { createTenants } from './tenants.ts';
import { createTransactions } from './transactions.ts';

const T = 'paxum/1';

function setup() {
  const db = openDb(':memory:');
  const ledger = createLedger(db);
  const transactions = createTransactions(db);
  const tenants = createTenants(db, ledger, Date.now);
  tenants.ensure(T);
  const store = createGlobalPayStore({ db, ledger, transactions, now: Date.now });
  const business = db
    .prepare<[], { user_id: number; customer_id: number }>(
      `SELECT user_id, customer_id FROM users WHERE tenant = '${T}' AND username = 'business@demo.test'`,
    )
    .get() as { user_id: number; customer_id: number };
  const usd = (
    db
      .prepare<[number], { account_id: number }>(
        `SELECT account_id FROM accounts WHERE tenant = '${T}' AND customer_id = ? AND kind = 'customer' AND currency = 'USD' ORDER BY account_id`,
      )
      .get(business.customer_id) as { account_id: number }
  ).account_id;
  const journalSize = () => (db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
  const houseBalance = (kind: string) => {
    const row = db
      .prepare<[string], { account_id: number }>(
        `SELECT account_id FROM accounts WHERE tenant = '${T}' AND kind = ? AND currency = 'USD'`,
      )
      .get(kind);
    return row ? ledger.balanceOf(T, row.account_id) : 0;
  };
  return { db, ledger, tenants, store, business, usd, journalSize, houseBalance };
}

t.test('the fee: 1% of the amount, rounded up to a minor unit; held adds it when the sender pays', async (t) => {
  const rows: [number, number][] = [
    [25000, 250],
    [1, 1],
    [0, 0],
    [10050, 101],
    [99, 1],
  ];
  for (const [amount, fee] of rows) t.equal(globalPayFeeMinor(amount), fee, `${amount} → ${fee}`);
  t.equal(heldMinor(25000, 'sender'), 25250);
  t.equal(heldMinor(25000, 'beneficiary'), 25000);
  t.throws(() => globalPayFeeMinor(0.5));
});

t.test('seed: a sent payment of business@ with the fixed secret; the ledger sums to zero', async (t) => {
  const { store, ledger, business, usd, houseBalance } = setup();
  const p = store.paymentBySecret(T, DEMO_RECEIVE_SECRET);
  t.ok(p);
  if (!p) return;
  t.match(p, { status: 'sent', amount: '250.00', currency: 'USD', beneficiary_country_code: 'US', removed: 0 });
  const b = store.batchById(T, p.batch_id);
  t.match(b, { status: 'submitted', user_id: business.user_id, account_id: usd });
  t.same(
    store.paymentsOfBatch(T, p.batch_id).map((x) => x.payment_id),
    [p.payment_id],
  );
  t.equal(houseBalance('global-clearing'), 25250, 'the clearing holds 250.00 + the 2.50 fee');
  t.equal(ledger.balanceOf(T, usd), 2500000, "business@'s USD balance is untouched (25000.00)");
  for (const [c, total] of Object.entries(ledger.tenantTotals(T))) t.equal(total, 0, `${c} sums to 0`);
  t.equal(store.paymentBySecret('aplus/15', DEMO_RECEIVE_SECRET), undefined, 'another tenant has not been seeded');
});

t.test('markPaymentPaid: clearing → payout and fee, once', async (t) => {
  const { store, ledger, journalSize, houseBalance } = setup();
  const p = store.paymentBySecret(T, DEMO_RECEIVE_SECRET);
  if (!p) return t.fail('no seed');
  const before = journalSize();
  const r = store.markPaymentPaid(T, p.payment_id, { payout: { method: 'wire' }, transactionId: 4711 });
  t.match(r, { ok: true, replayed: false, payment: { status: 'paid', transaction_id: 4711 } });
  t.equal(journalSize(), before + 1);
  t.equal(houseBalance('global-clearing'), 0);
  t.equal(houseBalance('global-payout'), 25000);
  t.equal(houseBalance('fee'), 250);
  const again = store.markPaymentPaid(T, p.payment_id, { payout: { method: 'card' }, transactionId: 1 });
  t.match(again, { ok: true, replayed: true, payment: { status: 'paid', transaction_id: 4711 } });
  const refused = store.markPaymentRefused(T, p.payment_id);
  t.match(refused, { ok: true, replayed: true, payment: { status: 'paid' } }, 'a refusal after payment answers paid');
  t.equal(journalSize(), before + 1, 'nothing more was posted');
  for (const [c, total] of Object.entries(ledger.tenantTotals(T))) t.equal(total, 0, `${c} sums to 0`);
  t.match(store.markPaymentPaid(T, 999999, { payout: null }), { ok: false, reason: 'unknownPayment' });
});

t.test('markPaymentRefused: clearing → back to the sender, with a refund transaction, once', async (t) => {
  const { db, store, ledger, usd, journalSize, houseBalance } = setup();
  const p = store.paymentBySecret(T, DEMO_RECEIVE_SECRET);
  if (!p) return t.fail('no seed');
  const before = journalSize();
  t.match(store.markPaymentRefused(T, p.payment_id), { ok: true, replayed: false, payment: { status: 'refused' } });
  t.equal(ledger.balanceOf(T, usd), 2500000 + 25250);
  t.equal(houseBalance('global-clearing'), 0);
  const refund = db
    .prepare(
      `SELECT amount_minor, direction FROM transactions WHERE tenant = '${T}' AND account_id = ? AND type_id = 10`,
    )
    .all(usd);
  t.same(refund, [{ amount_minor: 25250, direction: 'in' }]);
  t.match(store.markPaymentRefused(T, p.payment_id), { ok: true, replayed: true });
  t.match(store.markPaymentPaid(T, p.payment_id, { payout: null }), {
    ok: true,
    replayed: true,
    payment: { status: 'refused' },
  });
  t.equal(journalSize(), before + 1);
});

t.test('submitBatch: one entry, sent payments with secrets, a global mass_batches row; at most once', async (t) => {
  const { db, store, ledger, business, usd, journalSize, houseBalance } = setup();
  const draft = store.createDraft({
    tenant: T,
    userId: business.user_id,
    customerId: business.customer_id,
    accountId: usd,
    currency: 'USD',
    batchName: 'March payouts',
    contentHash: 'h1',
    payments: [
      {
        amount: '100.00',
        description: 'a',
        beneficiaryType: 'individual',
        beneficiaryName: 'A',
        beneficiaryEmail: 'a@example.test',
        beneficiaryCountryCode: 'DE',
      },
      {
        amount: '50.00',
        description: 'b',
        beneficiaryType: 'business',
        beneficiaryName: 'B',
        beneficiaryEmail: 'b@example.test',
        beneficiaryCountryCode: 'BR',
      },
      {
        amount: '7.00',
        description: 'c',
        beneficiaryType: 'individual',
        beneficiaryName: 'C',
        beneficiaryEmail: 'c@example.test',
        beneficiaryCountryCode: 'CA',
      },
    ],
  });
  const third = store.paymentsOfBatch(T, draft.batch_id)[2];
  db.prepare('UPDATE global_payments SET removed = 1 WHERE payment_id = ?').run(third?.payment_id);
  t.equal(store.identicalBatch(T, business.user_id, 'h1')?.batch_id, draft.batch_id);
  const before = journalSize();
  const clearing = houseBalance('global-clearing');
  const r = store.submitBatch(T, draft.batch_id);
  t.equal(r.replayed, false);
  t.equal(r.batch.status, 'submitted');
  t.equal(journalSize(), before + 1, 'one journal entry');
  t.equal(ledger.balanceOf(T, usd), 2500000 - 15150, '100.00 + 50.00 + 1% fees left the account');
  t.equal(houseBalance('global-clearing') - clearing, 15150);
  const [a, b, c] = r.payments;
  for (const p of [a, b]) {
    t.equal(p?.status, 'sent');
    t.match(p?.secret, /^[A-Za-z0-9_-]{22,}$/);
  }
  t.match(c, { status: 'draft', removed: 1, secret: null }, 'a removed payment is not sent');
  const mass = db
    .prepare(`SELECT kind, batch_name, transaction_ids FROM mass_batches WHERE tenant = '${T}' AND content_hash = ?`)
    .get(`global:${draft.batch_id}`) as { kind: string; transaction_ids: string } | undefined;
  t.match(mass, { kind: 'global', batch_name: 'March payouts' });
  t.equal((JSON.parse(mass?.transaction_ids ?? '[]') as number[]).length, 2);
  t.match(store.submitBatch(T, draft.batch_id), { replayed: true });
  t.equal(journalSize(), before + 1, 'submitting again posts nothing');
  // the sent payment is paid from the clearing, the beneficiary-fee rule aside
  const paid = store.markPaymentPaid(T, a?.payment_id as number, { payout: {} });
  t.match(paid, { ok: true, payment: { status: 'paid' } });
  for (const [cur, total] of Object.entries(ledger.tenantTotals(T))) t.equal(total, 0, `${cur} sums to 0`);
});

t.test(
  'submitBatch: insufficient funds refuses and writes nothing; the beneficiary pays its fee from the payout',
  async (t) => {
    const { store, business, usd, journalSize, houseBalance } = setup();
    const big = store.createDraft({
      tenant: T,
      userId: business.user_id,
      customerId: business.customer_id,
      accountId: usd,
      currency: 'USD',
      batchName: 'Too big',
      contentHash: 'h2',
      payments: [
        {
          amount: '30000.00',
          description: '',
          beneficiaryType: 'individual',
          beneficiaryName: 'A',
          beneficiaryEmail: 'a@example.test',
          beneficiaryCountryCode: 'US',
        },
      ],
    });
    const before = journalSize();
    t.throws(() => store.submitBatch(T, big.batch_id), GlobalPayError);
    t.equal(journalSize(), before);
    t.equal(store.batchById(T, big.batch_id)?.status, 'draft');
    t.equal(store.paymentsOfBatch(T, big.batch_id)[0]?.secret, null);

    const ben = store.createDraft({
      tenant: T,
      userId: business.user_id,
      customerId: business.customer_id,
      accountId: usd,
      currency: 'USD',
      batchName: 'Beneficiary pays',
      contentHash: 'h3',
      feeShare: 'beneficiary',
      payments: [
        {
          amount: '100.00',
          description: '',
          beneficiaryType: 'individual',
          beneficiaryName: 'A',
          beneficiaryEmail: 'a@example.test',
          beneficiaryCountryCode: 'US',
        },
      ],
    });
    const sent = store.submitBatch(T, ben.batch_id).payments[0];
    const payout = houseBalance('global-payout');
    store.markPaymentPaid(T, sent?.payment_id as number, { payout: {} });
    t.equal(houseBalance('global-payout') - payout, 9900, 'the payout is 100.00 less the 1.00 fee');
  },
);
