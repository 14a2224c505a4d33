import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import type { Test } from 'tap';
import {
  type CallDef,
  accountListGet,
  normalizeNumericStrings,
  p2pMassTransfer,
  betweenAccountsTransfer,
  businessTransactionConfirm,
  massTransactionRequestApprove,
  p2pTransfer,
  transactionRequestApprove,
  transactionRequestCountsGet,
  transactionRequestListGet,
  userAccessInfoGet,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

interface Acc {
  accountId: number;
  currencyCode: string;
  balance: string;
}

/** initiator@ (right 3) and business@ (right 2) of Demo Trading LLC, and a reader of the ledger. */
async function setup(t: Test) {
  const dir = mkdtempSync(join(tmpdir(), 'trx-requests-'));
  const dbPath = join(dir, 'fakes.db');
  const { app, advance } = fakesWithClock({ dbPath });
  const reader = new Database(dbPath, { readonly: true });
  t.teardown(async () => {
    reader.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const as =
    (token: string) =>
    (def: CallDef, body: Record<string, unknown> = {}, key?: string) =>
      call(t, app, def, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const relogin = async () =>
    [
      as((await signIn(t, app, 'initiator@demo.test')).accessToken),
      as((await signIn(t, app, 'business@demo.test')).accessToken),
    ] as const;
  const [initiator, business] = await relogin();
  let token = '';
  const initiatorToken = () => token;
  token = (await signIn(t, app, 'initiator@demo.test')).accessToken;
  const rep = as((await signIn(t, app, 'rep@demo.test')).accessToken);
  const accounts = (await business(accountListGet)).json.accounts as Acc[];
  const usd = accounts.find((a) => a.currencyCode === 'USD') as Acc;
  const eur = accounts.find((a) => a.currencyCode === 'EUR') as Acc;
  const postings = () =>
    (
      reader
        .prepare("SELECT COUNT(*) AS n FROM postings WHERE tenant = 'paxum/1' AND account_id = ?")
        .get(usd.accountId) as { n: number }
    ).n;
  const balance = async (id = usd.accountId) =>
    ((await business(accountListGet)).json.accounts as Acc[]).find((a) => a.accountId === id)?.balance;
  const control = (path: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/__fake/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
    });
  const sendP2p = (amount: string, key: string) =>
    initiator(
      p2pTransfer,
      { fromAccountId: usd.accountId, email: 'personal@demo.test', amount, note: 'Invoice 7' },
      key,
    );
  return {
    app,
    advance,
    relogin,
    initiatorToken,
    initiator,
    business,
    rep,
    usd,
    eur,
    postings,
    balance,
    control,
    sendP2p,
  };
}

t.test('an initiator (right 3) makes a pending request: answered like approve mode none, nothing moves', async (t) => {
  const { initiator, business, usd, balance, postings, sendP2p } = await setup(t);
  t.match(
    (await initiator(userAccessInfoGet)).json.customerAccessInfo,
    { accessRights: 3 },
    'spec 2 §6: right value 3 (initiate)',
  );
  const own = (await initiator(accountListGet)).json.accounts as Acc[];
  t.ok(
    own.some((a) => a.accountId === usd.accountId),
    "the initiator sees the company's accounts",
  );
  const before = await balance();
  const postingsBefore = postings();
  const sent = await sendP2p('40.00', 'trq-key-p2p-1');
  t.match(sent.json, { responseCode: '00', approveType: 'none' }, 'the web shows the success popup, right-3 wording');
  t.equal(await balance(), before, 'no money moved');
  t.equal(postings(), postingsBefore, 'no posting');

  const list = await business(transactionRequestListGet, { page: 1 });
  t.equal(list.json.total, 1);
  t.match(list.json.requests, [
    {
      transactionIds: [sent.json.transactionId],
      batchId: null,
      declined: false,
      status: 'pending',
      transactionType: 'p2p',
      amount: '40.00',
      currencyCode: 'USD',
      fromAccountId: usd.accountId,
      to: 'personal@demo.test',
      note: 'Invoice 7',
      createdBy: { email: 'initiator@demo.test' },
    },
  ]);
  t.match((await business(transactionRequestCountsGet)).json, {
    transactionRequestCount: 1,
    massTransactionRequestCount: 0,
  });
});

t.test('the list: filters (type, grouping, dates, creator) and 50 a page (spec 2 §7, §9)', async (t) => {
  const { usd, eur, sendP2p, advance, relogin } = await setup(t);
  for (let i = 0; i < 51; i++) t.equal((await sendP2p('1.00', `trq-key-page-${i}`)).json.responseCode, '00');
  advance(86400 * 2);
  // the tokens have expired by then: sign in again
  const [initiator2, business2] = await relogin();
  const own = await initiator2(
    betweenAccountsTransfer,
    { toAmount: '5.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId },
    'trq-key-own-1',
  );
  t.equal(own.json.responseCode, '00');
  const page1 = await business2(transactionRequestListGet, { page: 1 });
  t.equal((page1.json.requests as unknown[]).length, 50, '50 a page');
  t.equal(page1.json.total, 52);
  t.match(
    (page1.json.requests as { transactionType: string }[])[0],
    { transactionType: 'betweenAccounts' },
    'newest first',
  );
  t.equal(((await business2(transactionRequestListGet, { page: 2 })).json.requests as unknown[]).length, 2);
  const count = async (body: Record<string, unknown>) =>
    (await business2(transactionRequestListGet, { page: 1, ...body })).json.total;
  t.equal(await count({ transactionType: 'betweenAccounts' }), 1);
  t.equal(await count({ transactionType: 'p2p' }), 51);
  t.equal(await count({ groupedTransactionType: 'mass' }), 0);
  t.equal(await count({ groupedTransactionType: 'single' }), 52);
  t.equal(await count({ fromDate: '2025-06-02' }), 1, 'fromDate');
  t.equal(await count({ toDate: '2025-06-01' }), 51, 'toDate');
  t.equal(await count({ createdBy: 'initiator@demo.test' }), 52, 'createdBy');
  t.equal(await count({ createdBy: 'business@demo.test' }), 0);
});

t.test('approving executes the transfer once: two approvals at once post once', async (t) => {
  const { business, balance, postings, sendP2p } = await setup(t);
  const sent = await sendP2p('40.00', 'trq-key-once-1');
  const id = sent.json.transactionId as number;
  const postingsBefore = postings();
  const [a, b] = await Promise.all([
    business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-approve-a'),
    business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-approve-b'),
  ]);
  const codes = [a.json.responseCode, b.json.responseCode].sort();
  t.same(codes, ['00', 'VF'], 'one approves, the other finds it decided');
  const ok = a.json.responseCode === '00' ? a : b;
  t.match(ok.json, { status: 'done', results: [{ transactionId: id, status: 'completed' }] });
  t.equal(postings() - postingsBefore, 1, 'one posting on the source account');
  t.equal(await balance(), '24959.60', '25000.00 - 40.00 - the P2P fee 0.40 (fees.ts)');
  t.match((await business(transactionRequestCountsGet)).json, { transactionRequestCount: 0 });
  const approved = await business(transactionRequestListGet, { page: 1, status: 'approved' });
  t.equal(approved.json.total, 1, 'listed as approved');
});

t.test('the same Idempotency-Key again replays the answer and posts nothing more', async (t) => {
  const { business, postings, sendP2p } = await setup(t);
  const id = (await sendP2p('40.00', 'trq-key-replay-1')).json.transactionId as number;
  const p = postings();
  const first = await business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-replay');
  const again = await business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-replay');
  t.equal(first.json.responseCode, '00');
  t.same(again.json, first.json, 'the stored answer');
  t.equal(postings() - p, 1, 'one posting');
});

t.test('declining moves nothing; a decided request is not decided again', async (t) => {
  const { business, balance, postings, sendP2p } = await setup(t);
  const one = (await sendP2p('10.00', 'trq-key-d-1')).json.transactionId as number;
  const two = (await sendP2p('20.00', 'trq-key-d-2')).json.transactionId as number;
  const before = await balance();
  const p = postings();
  const declined = await business(
    transactionRequestApprove,
    { transactionIds: [one, two], declined: true },
    'trq-key-d',
  );
  t.match(declined.json, {
    responseCode: '00',
    results: [
      { transactionId: one, status: 'declined' },
      { transactionId: two, status: 'declined' },
    ],
  });
  t.equal(await balance(), before);
  t.equal(postings(), p);
  const again = await business(
    transactionRequestApprove,
    { transactionIds: [one], declined: false },
    'trq-key-d-again',
  );
  t.equal(again.json.responseCode, 'VF');
  const list = await business(transactionRequestListGet, { page: 1, status: 'declined' });
  t.match(list.json.requests, [{ declined: true }, { declined: true }]);
});

t.test('many at once; one that no longer fits fails, answered VF with the results (spec 2 §8)', async (t) => {
  const { business, sendP2p, balance, postings } = await setup(t);
  // each fits the balance when it is made (nothing moves), not all six together: 4 900.00 + 49.00 fee each
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push((await sendP2p('4900.00', `trq-key-many-${i}`)).json.transactionId as number);
  const p = postings();
  const all = await business(transactionRequestApprove, { transactionIds: ids, declined: false }, 'trq-key-many');
  t.equal(all.json.responseCode, 'VF', 'a failed approval');
  const results = all.json.results as { transactionId: number; status: string; reason?: string }[];
  t.same(
    results.map((r) => r.status),
    ['completed', 'completed', 'completed', 'completed', 'completed', 'failed'],
  );
  t.ok(results[5]?.reason, 'with its reason');
  t.equal(postings() - p, 5, 'five posted, the failed one moved nothing');
  t.equal(await balance(), '255.00', '25 000.00 - 5 × 4 949.00');
  const failed = await business(transactionRequestListGet, { page: 1, status: 'failed' });
  t.equal(failed.json.total, 1);
});

t.test('only a user with full access decides; the initiator and a reader are refused (13)', async (t) => {
  const { initiator, rep, sendP2p } = await setup(t);
  const id = (await sendP2p('10.00', 'trq-key-r-1')).json.transactionId as number;
  const r = await initiator(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-r-a');
  t.equal(r.json.responseCode, '13');
  t.equal((await rep(transactionRequestListGet, { page: 1 })).json.responseCode, '13');
});

t.test("approve mode otp: the approver's code completes it (businessTransactionConfirm, code 123456)", async (t) => {
  const { business, control, balance, sendP2p } = await setup(t);
  await control('approve-mode', { username: 'business@demo.test', mode: 'otp' });
  const id = (await sendP2p('40.00', 'trq-key-c-1')).json.transactionId as number;
  const before = await balance();
  const asked = await business(transactionRequestApprove, { transactionIds: [id], declined: false }, 'trq-key-c-a');
  t.match(asked.json, { responseCode: '00', status: 'confirm', approveType: 'otp' });
  t.equal(await balance(), before, 'nothing moves before the code');
  const approvalTransactionId = asked.json.approvalTransactionId as number;
  const wrong = await business(
    businessTransactionConfirm,
    { fromEmail: 'business@demo.test', approvalTransactionId, code: '000000' },
    'trq-key-c-w',
  );
  t.equal(wrong.json.responseCode, 'VF', 'a wrong code');
  const other = await business(
    businessTransactionConfirm,
    { fromEmail: 'initiator@demo.test', approvalTransactionId, code: '123456' },
    'trq-key-c-o',
  );
  t.equal(other.json.responseCode, 'VF', "another user's e-mail");
  const done = await business(
    businessTransactionConfirm,
    { fromEmail: 'business@demo.test', approvalTransactionId, code: '123456' },
    'trq-key-c-ok',
  );
  t.match(done.json, { responseCode: '00', status: 'done', results: [{ transactionId: id, status: 'completed' }] });
  t.equal(await balance(), '24959.60');
  const again = await business(
    businessTransactionConfirm,
    { fromEmail: 'business@demo.test', approvalTransactionId, code: '123456' },
    'trq-key-c-again',
  );
  t.equal(again.json.responseCode, 'VF', 'confirmed once');
});

t.test("an initiator's mass P2P batch waits as ONE request; approving by batchId pays every row once", async (t) => {
  const { app, initiatorToken, business, usd, balance, postings } = await setup(t);
  const boundary = 'trq-mass-boundary-0123456789';
  const data = {
    accountId: usd.accountId,
    batchName: 'Team lunch',
    text: 'personal@demo.test,10.00,Lunch\npersonal@demo.test,5.50\n',
    onlySummary: false,
  };
  const res = await app.inject({
    method: 'POST',
    url: `/paxum/1/?method=${p2pMassTransfer.method}`,
    headers: {
      authorization: `Bearer ${initiatorToken()}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'idempotency-key': 'trq-key-mass-upload',
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n--${boundary}--\r\n`,
  });
  const sent = normalizeNumericStrings(JSON.parse(res.body)) as { responseCode: string; batch: { batchId: number } };
  t.match(sent, { responseCode: '00', batch: { status: 'processing', approveType: 'none' } });
  const before = await balance();
  const p = postings();
  t.equal(before, '25000.00', 'nothing moved');
  t.match((await business(transactionRequestCountsGet)).json, {
    transactionRequestCount: 0,
    massTransactionRequestCount: 1,
  });
  const list = await business(transactionRequestListGet, { page: 1, groupedTransactionType: 'mass' });
  t.match(list.json.requests, [
    { batchId: sent.batch.batchId, to: 'Team lunch', amount: '15.50', transactionType: 'p2p' },
  ]);
  t.equal(((list.json.requests as { transactionIds: number[] }[])[0]?.transactionIds ?? []).length, 2, 'both rows');
  const single = (list.json.requests as { transactionIds: number[] }[])[0]?.transactionIds[0];
  const wrongWay = await business(
    transactionRequestApprove,
    { transactionIds: [single], declined: false },
    'trq-key-mw',
  );
  t.equal(wrongWay.json.responseCode, 'VF', 'a row of a batch is decided by its batchId');
  const [a, b] = await Promise.all([
    business(massTransactionRequestApprove, { batchId: sent.batch.batchId, declined: false }, 'trq-key-mass-a'),
    business(massTransactionRequestApprove, { batchId: sent.batch.batchId, declined: false }, 'trq-key-mass-b'),
  ]);
  t.same([a.json.responseCode, b.json.responseCode].sort(), ['00', 'VF'], 'approved once');
  t.equal(postings() - p, 2, 'two rows, one posting each');
  t.equal(await balance(), '24983.90', '25 000.00 - 15.50 - the P2P fees 0.30 + 0.30 (1 %, at least 0.30)');
  t.match((await business(transactionRequestCountsGet)).json, { massTransactionRequestCount: 0 });
});

t.test('mass approve of an unknown batch is refused', async (t) => {
  const { business } = await setup(t);
  const r = await business(massTransactionRequestApprove, { batchId: 999999, declined: false }, 'trq-key-mass-x');
  t.equal(r.json.responseCode, 'VF');
});
