import t from 'tap';
import { openDb } from './db.ts';
import { createLedger } from './ledger.ts';
import { formatMinor, parseMinor } from './money.ts';
import { createTenants } from './tenants.ts';

function setup() {
  const db = openDb(':memory:');
  const ledger = createLedger(db);
  const tenants = createTenants(db, ledger, Date.now);
  tenants.ensure('paxum/1');
  const balances = () =>
    db
      .prepare<[], { account_id: number; currency: string }>(
        "SELECT account_id, currency FROM accounts WHERE tenant = 'paxum/1' ORDER BY account_id",
      )
      .all()
      .map((a) => [a.account_id, ledger.balanceOf('paxum/1', a.account_id)]);
  const journalSize = () => (db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }).n;
  return { db, ledger, tenants, balances, journalSize };
}

// personal@demo.test's accounts (seed order): USD, EUR, RON payment, USD card, EUR card
const USD = 300001;
const EUR = 300002;
const RON = 300003;
const USD_CARD = 300004;

t.test('money: minor units to decimal strings and back, no floats', async (t) => {
  const rows: [number, string, string][] = [
    [125050, 'USD', '1250.50'],
    [0, 'EUR', '0.00'],
    [5, 'USD', '0.05'],
    [-1999, 'RON', '-19.99'],
    [1200, 'JPY', '1200'],
  ];
  for (const [minor, currency, text] of rows) {
    t.equal(formatMinor(minor, currency), text, `${minor} ${currency}`);
    t.equal(parseMinor(text, currency), minor, `${text} ${currency}`);
  }
  t.equal(parseMinor('1.005', 'USD'), undefined, 'more decimals than the currency has');
  t.equal(parseMinor('1e3', 'USD'), undefined, 'no exponent notation');
  t.throws(() => formatMinor(0.5, 'USD'), 'a float is refused');
});

t.test('seeding: every balance plus the funding equity sums to zero, per currency', async (t) => {
  const { ledger, tenants, db } = setup();
  tenants.ensure('aplus/15');
  for (const tenant of ['paxum/1', 'aplus/15']) {
    const totals = ledger.tenantTotals(tenant);
    t.same(Object.keys(totals).sort(), ['EUR', 'RON', 'USD'], `${tenant} has postings in three currencies`);
    for (const [currency, total] of Object.entries(totals)) t.equal(total, 0, `${tenant} ${currency} sums to 0`);
  }
  t.equal(ledger.balanceOf('paxum/1', USD), 125050, 'personal USD balance is 1250.50');
  t.equal(ledger.balanceOf('paxum/1', USD_CARD), 31000, 'physical card holds 310.00');
  const equity = db
    .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM accounts WHERE tenant = 'paxum/1' AND kind = 'equity'")
    .get();
  t.equal(equity?.n, 3, 'one funding equity account per currency');
});

t.test('transfer: moves money, keeps the invariant, applies an op key once', async (t) => {
  const { ledger } = setup();
  const first = ledger.transfer({
    tenant: 'paxum/1',
    opKey: 'op-1',
    fromAccountId: USD,
    toAccountId: USD_CARD,
    amountMinor: 5025,
    currency: 'USD',
  });
  t.equal(first.replayed, false);
  const again = ledger.transfer({
    tenant: 'paxum/1',
    opKey: 'op-1',
    fromAccountId: USD,
    toAccountId: USD_CARD,
    amountMinor: 5025,
    currency: 'USD',
  });
  t.equal(again.replayed, true, 'the repeated key is a replay');
  t.equal(again.entryId, first.entryId, 'and answers the same entry');
  t.equal(ledger.balanceOf('paxum/1', USD), 125050 - 5025, 'debited once');
  t.equal(ledger.balanceOf('paxum/1', USD_CARD), 31000 + 5025, 'credited once');
  t.same(ledger.tenantTotals('paxum/1'), { EUR: 0, RON: 0, USD: 0 }, 'still sums to zero');
});

t.test('a failing transfer changes nothing', async (t) => {
  const { ledger, balances, journalSize } = setup();
  const before = balances();
  const entries = journalSize();
  const cases: [string, Parameters<typeof ledger.transfer>[0], string][] = [
    [
      'insufficient funds',
      {
        tenant: 'paxum/1',
        opKey: 'a',
        fromAccountId: USD,
        toAccountId: USD_CARD,
        amountMinor: 125051,
        currency: 'USD',
      },
      'insufficientFunds',
    ],
    [
      'currency mismatch',
      { tenant: 'paxum/1', opKey: 'b', fromAccountId: USD, toAccountId: EUR, amountMinor: 100, currency: 'USD' },
      'currencyMismatch',
    ],
    [
      'unknown account',
      { tenant: 'paxum/1', opKey: 'c', fromAccountId: USD, toAccountId: 1, amountMinor: 100, currency: 'USD' },
      'unknownAccount',
    ],
    [
      'another tenant’s account',
      { tenant: 'paxum/2', opKey: 'd', fromAccountId: USD, toAccountId: USD_CARD, amountMinor: 100, currency: 'USD' },
      'unknownAccount',
    ],
    [
      'not a positive integer',
      { tenant: 'paxum/1', opKey: 'e', fromAccountId: USD, toAccountId: USD_CARD, amountMinor: 1.5, currency: 'USD' },
      'invalidAmount',
    ],
    [
      'same account',
      { tenant: 'paxum/1', opKey: 'f', fromAccountId: RON, toAccountId: RON, amountMinor: 100, currency: 'RON' },
      'sameAccount',
    ],
  ];
  for (const [name, input, code] of cases) {
    t.throws(() => ledger.transfer(input), { name: 'LedgerError', code }, `${name}: ${code}`);
  }
  t.same(balances(), before, 'no balance moved');
  t.equal(journalSize(), entries, 'no journal entry was written');
  t.same(ledger.tenantTotals('paxum/1'), { EUR: 0, RON: 0, USD: 0 });
});

t.test('an unbalanced entry is refused as a whole', async (t) => {
  const { ledger, balances, journalSize } = setup();
  const before = balances();
  const entries = journalSize();
  t.throws(() =>
    ledger.post({
      tenant: 'paxum/1',
      kind: 'test',
      memo: 'unbalanced',
      postings: [
        { accountId: USD, currency: 'USD', amountMinor: -100 },
        { accountId: USD_CARD, currency: 'USD', amountMinor: 99 },
      ],
    }),
  );
  t.same(balances(), before);
  t.equal(journalSize(), entries);
});
