import { randomUUID } from 'node:crypto';
import { methodCall, transactionTypeIds } from '@app/contracts';
import t from 'tap';
import { z } from 'zod';
import { signIn } from '../test/helper.ts';
import { failure, success, type Answer, type CallContext, type Core } from './core.ts';
import { openDb } from './db.ts';
import { createIdempotency, fingerprintOf, keyTtlMs } from './idempotency.ts';
import { createLedger } from './ledger.ts';
import { parseMinor } from './money.ts';
import { buildFakes } from './server.ts';
import { createTenants } from './tenants.ts';
import { createTransactions } from './transactions.ts';

// personal@demo.test's accounts (seed order): USD, EUR, RON payment, USD card, EUR card
const USD = 300001;
const USD_CARD = 300004;
const tenant = 'paxum/1';

/** A money-moving call that exists only in these tests (the real ones are defined by their screens' engineers). */
const testTransfer = methodCall('testTransfer', {
  summary: 'test only: moves money between two accounts of one currency',
  request: z.object({ from: z.number(), to: z.number(), amount: z.string(), crash: z.boolean().optional() }),
  response: z.object({ responseCode: z.string(), transactionId: z.number() }).loose(),
  movesMoney: true,
});

/** Moves the money, records the history rows, then throws when asked: the throw must undo both. */
function transferHandler(
  core: Pick<Core, 'ledger' | 'transactions'>,
  runs: { n: number },
): { handle: (ctx: CallContext) => Answer } {
  return {
    handle: (ctx) => {
      runs.n++;
      const b = ctx.body as z.output<typeof testTransfer.request>;
      const amountMinor = parseMinor(b.amount, 'USD');
      if (amountMinor === undefined) return failure('VF', 'amount: not an amount of USD');
      // a fresh op key per run: any protection seen here is the idempotency layer's, not the ledger's
      const { entryId } = core.ledger.transfer({
        tenant: ctx.tenant.key,
        opKey: randomUUID(),
        fromAccountId: b.from,
        toAccountId: b.to,
        amountMinor,
        currency: 'USD',
      });
      const transactionId = core.transactions.record({
        tenant: ctx.tenant.key,
        typeId: transactionTypeIds.ownTransfer,
        status: 'completed',
        description: 'test transfer',
        entryId,
        now: Date.now(),
        sides: [
          { accountId: b.from, customerId: 100001, direction: 'out', amountMinor, currency: 'USD' },
          { accountId: b.to, customerId: 100001, direction: 'in', amountMinor, currency: 'USD' },
        ],
      });
      if (b.crash) throw new Error('the handler failed after writing');
      return success({ transactionId });
    },
  };
}

function counts(db: ReturnType<typeof openDb>) {
  const n = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    journal: n('journal'),
    postings: n('postings'),
    transactions: n('transactions'),
    keys: n('idempotency_keys'),
  };
}

t.test('one transaction per call, one run per key (the module on its own)', async (t) => {
  const db = openDb(':memory:');
  t.teardown(() => db.close());
  const ledger = createLedger(db);
  const transactions = createTransactions(db);
  createTenants(db, ledger, Date.now).ensure(tenant);
  const idem = createIdempotency(db);
  const runs = { n: 0 };
  const handler = transferHandler({ ledger, transactions }, runs);
  const ctx = (body: Record<string, unknown>) => ({
    tenant: { key: tenant, brand: 'paxum', stage: 1 } as never,
    body,
    params: {},
    query: {},
    headers: {},
  });
  const body = { from: USD, to: USD_CARD, amount: '10.00' };
  const fp = fingerprintOf('POST', '/paxum/1/?method=testTransfer', JSON.stringify(body));
  let now = Date.UTC(2026, 0, 1);
  const run = (key: string | undefined, b: Record<string, unknown>, fingerprint = fp) =>
    idem.run({ tenant, userId: 5001, key, fingerprint, now }, () => handler.handle(ctx(b)));

  const start = counts(db);
  const usd = ledger.balanceOf(tenant, USD);

  // a throwing handler leaves no rows: not the postings, not the history, not the key
  t.throws(() => run('key-crash-1', { ...body, crash: true }), /failed after writing/);
  t.same(counts(db), start, 'nothing written');
  t.equal(ledger.balanceOf(tenant, USD), usd, 'balance unchanged');
  t.equal(runs.n, 1);
  t.throws(() => run('key-crash-1', { ...body, crash: true }), 'nothing was stored: the same key runs again');
  t.equal(runs.n, 2);

  // an answer of 5xx also rolls back
  const five: Answer = { status: 503, body: { responseCode: 'UE', responseDescription: 'down' } };
  const r5 = idem.run({ tenant, userId: 5001, key: 'key-five-1', fingerprint: fp, now }, () => {
    ledger.transfer({
      tenant,
      opKey: randomUUID(),
      fromAccountId: USD,
      toAccountId: USD_CARD,
      amountMinor: 1,
      currency: 'USD',
    });
    return five;
  });
  t.same(r5, { answer: five, replayed: false });
  t.same(counts(db), start, 'a 5xx answer leaves nothing');

  // the first run applies once; a replay does not run the handler again
  const first = run('key-ok-1', body);
  t.equal(first.replayed, false);
  t.equal(runs.n, 3);
  t.equal(ledger.balanceOf(tenant, USD), usd - 1000);
  const again = run('key-ok-1', body);
  t.equal(again.replayed, true);
  t.same(again.answer, first.answer, 'the stored answer');
  t.equal(runs.n, 3, 'the handler did not run again');
  t.equal(ledger.balanceOf(tenant, USD), usd - 1000, 'money moved once');
  t.same(counts(db), {
    ...start,
    journal: start.journal + 1,
    postings: start.postings + 2,
    transactions: start.transactions + 2,
    keys: 1,
  });

  // the same key for another request
  const other = run('key-ok-1', { ...body, amount: '11.00' }, 'another-fingerprint');
  t.equal(other.answer.status, 422);
  t.match(other.answer.body, { responseCode: 'TA1' });
  t.equal(runs.n, 3);

  // another user's same key is theirs
  const stranger = idem.run({ tenant, userId: 5002, key: 'key-ok-1', fingerprint: fp, now }, () =>
    handler.handle(ctx(body)),
  );
  t.equal(stranger.replayed, false);
  t.equal(runs.n, 4);

  // no key: applied every time (the fakes support the header without demanding it)
  run(undefined, body);
  run(undefined, body);
  t.equal(runs.n, 6);

  // kept 24 h
  now += keyTtlMs - 1;
  t.equal(run('key-ok-1', body).replayed, true, 'just under 24 h: replayed');
  now += 2;
  t.equal(run('key-ok-1', body).replayed, false, 'after 24 h: a new intent');
  t.equal(runs.n, 7);
});

t.test('through the server: replay header, 422, malformed key 400, a crash rolls back', async (t) => {
  const runs = { n: 0 };
  const app = buildFakes({
    extraCalls: [{ def: testTransfer, handler: (core) => transferHandler(core, runs) }],
  });
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const send = (key: string | undefined, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/paxum/1/?method=testTransfer',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: JSON.stringify(body),
    });
  const core = app.fakes;
  const usd = core.ledger.balanceOf(tenant, USD);
  const body = { from: USD, to: USD_CARD, amount: '25.00' };
  const key = randomUUID();

  const a = await send(key, body);
  t.equal(a.statusCode, 200);
  t.equal(a.json().responseCode, '00');
  t.equal(a.headers['idempotent-replayed'], undefined);
  const b = await send(key, body);
  t.equal(b.statusCode, 200);
  t.equal(b.body, a.body, 'the same answer');
  t.equal(b.headers['idempotent-replayed'], 'true');
  t.equal(runs.n, 1);
  t.equal(core.ledger.balanceOf(tenant, USD), usd - 2500, 'moved once');

  const c = await send(key, { ...body, amount: '26.00' });
  t.equal(c.statusCode, 422);
  t.equal(c.json().responseCode, 'TA1');
  t.equal(runs.n, 1);

  const bad = await send('bad key!', body);
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().responseCode, 'TA1');
  t.equal(runs.n, 1);

  const before = counts(core.db);
  const crash = await send(randomUUID(), { ...body, crash: true });
  t.equal(crash.statusCode, 500);
  t.equal(crash.json().responseCode, 'UE');
  t.same(counts(core.db), before, 'the crash left no rows');
  t.equal(core.ledger.balanceOf(tenant, USD), usd - 2500);

  const none1 = await send(undefined, body);
  const none2 = await send(undefined, body);
  t.equal(none1.statusCode, 200);
  t.equal(none2.statusCode, 200);
  t.not(none2.body, none1.body, 'without a key each call is its own transfer');
  t.equal(core.ledger.balanceOf(tenant, USD), usd - 7500);
  t.same(
    core.ledger.tenantTotals(tenant),
    Object.fromEntries(Object.keys(core.ledger.tenantTotals(tenant)).map((c) => [c, 0])),
    'the ledger still sums to zero',
  );
});

t.test('20 concurrent requests with one key: one transfer, 20 identical answers', async (t) => {
  const runs = { n: 0 };
  const app = buildFakes({ extraCalls: [{ def: testTransfer, handler: (core) => transferHandler(core, runs) }] });
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const usd = app.fakes.ledger.balanceOf(tenant, USD);
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.inject({
        method: 'POST',
        url: '/paxum/1/?method=testTransfer',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'idempotency-key': key },
        payload: JSON.stringify({ from: USD, to: USD_CARD, amount: '1.25' }),
      }),
    ),
  );
  t.equal(runs.n, 1, 'the handler ran once');
  t.ok(
    answers.every((a) => a.statusCode === 200 && a.body === answers[0]?.body),
    'the same answer to all',
  );
  t.equal(answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length, 19);
  t.equal(app.fakes.ledger.balanceOf(tenant, USD), usd - 125, 'moved once');
});
