import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import type { Test } from 'tap';
import {
  type CallDef,
  type GlobalPayBatch,
  accountListGet,
  batchTransferListGet,
  globalPayBatchDetailsGet,
  globalPayBatchGet,
  globalPayBatchReject,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchUpdate,
  globalPayBatchUpload,
  globalPayCountryMethodDetailsGet,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalPayPaymentAdd,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayPaymentUpdate,
  globalPayRefusal,
  identicalBatchOf,
  normalizeNumericStrings,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { sampleFile } from './mass-transfers.ts';

/** personal@demo.test's seeded USD payment account, 1250.50 USD (fakes/README.md "Demo data"). */
const usd = 300001;
const boundary = 'global-test-boundary-0123456789';

const header = 'amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,feeShare';
const file = [
  header,
  '100.00,Consulting May,person,Ana Paula Souza,ana@example.com,BR,sender',
  '50.00,Design,company,Maple Studio Inc,billing@maple.example,CA,beneficiary',
].join('\n');

function form(data: Record<string, unknown>, text?: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    (text === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="attachedFile"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n`) +
    `--${boundary}--\r\n`
  );
}

async function setup(t: Test, username = 'personal@demo.test') {
  const dir = mkdtempSync(join(tmpdir(), 'global-pay-'));
  const dbPath = join(dir, 'fakes.db');
  const { app } = fakesWithClock({ dbPath });
  const reader = new Database(dbPath, { readonly: true });
  t.teardown(async () => {
    reader.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { accessToken } = await signIn(t, app, username);
  const upload = async (data: Record<string, unknown>, text?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/paxum/1/?method=${globalPayBatchUpload.method}`,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form(data, text),
    });
    const json = normalizeNumericStrings(JSON.parse(res.body)) as Record<string, unknown>;
    if (res.statusCode === 200 && json.responseCode === '00')
      t.ok(globalPayBatchUpload.response.safeParse(json).success, 'the upload answer matches its contract');
    return { status: res.statusCode, json };
  };
  const me = (def: CallDef, body: Record<string, unknown> = {}, key?: string) =>
    call(t, app, def, { token: accessToken, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const postings = (accountId: number) =>
    (reader.prepare('SELECT COUNT(*) AS n FROM postings WHERE account_id = ?').get(accountId) as { n: number }).n;
  const seeded = postings(usd);
  const balance = async () =>
    ((await me(accountListGet)).json.accounts as { accountId: number; balance: string }[]).find(
      (a) => a.accountId === usd,
    )?.balance;
  return { app, upload, me, postings: () => postings(usd) - seeded, balance, reader };
}

const data = { accountId: usd, batchName: 'May payouts' };

t.test('upload makes a draft: spec 2 §3 "Batch upload response: responseCode, date, batchId, result"', async (t) => {
  const { upload, postings } = await setup(t);
  const res = await upload(data, file);
  t.equal(res.json.responseCode, '00');
  t.ok(typeof res.json.date === 'string' && typeof res.json.batchId === 'number');
  const batch = res.json.result as GlobalPayBatch;
  t.equal(batch.batchId, res.json.batchId);
  t.match(batch, { status: 'draft', currencyCode: 'USD', count: 2, total: '150.00', totalFee: '1.50' });
  t.equal(batch.totalDebit, '151.00', 'the sender pays the fee of the first payment only (1.00)');
  t.same(
    batch.payments.map((p) => [p.beneficiaryCountryCode, p.feeShare, p.status, p.receiveLink]),
    [
      ['BR', 'sender', 'draft', undefined],
      ['CA', 'beneficiary', 'draft', undefined],
    ],
  );
  t.same(
    batch.paymentMethods.map((m) => m.forbidden),
    [false, false, false, false],
  );
  t.equal(postings(), 0, 'an upload moves no money');
});

t.test('the globalPay sample file uploads clean', async (t) => {
  const { upload } = await setup(t);
  const res = await upload({ ...data, batchName: 'sample' }, sampleFile('globalPay').text);
  t.equal(res.json.responseCode, '00', JSON.stringify(res.json.rowErrors ?? ''));
});

t.test('code 92: an identical batch asks for a confirmation; ignoreIdenticalBatch confirms it', async (t) => {
  const { upload } = await setup(t);
  const first = await upload(data, file);
  const again = await upload(data, file);
  t.equal(again.json.responseCode, 92, '"Code 92 means the upload must be confirmed" (a number once normalised)');
  t.same(identicalBatchOf(again.json), {
    confirmDate: (first.json.result as GlobalPayBatch).created,
    batchId: first.json.batchId,
  });
  const confirmed = await upload({ ...data, ignoreIdenticalBatch: true }, file);
  t.equal(confirmed.json.responseCode, '00');
  t.not(confirmed.json.batchId, first.json.batchId, 'a new draft');
  const renamed = await upload({ ...data, batchName: 'Other name' }, file);
  t.equal(renamed.json.responseCode, '00', 'another batch name is another batch');
});

t.test('a file with bad rows: VF with row errors, no batch', async (t) => {
  const { upload, me } = await setup(t);
  const bad = [
    header,
    '100.001,x,person,A,a@example.com,BR,sender',
    '10.00,x,robot,B,b@example.com,BR,sender',
    '10.00,x,person,C,c@example.com,BRA,sender',
    '10.00,x,person,D,d@example.com,BR',
  ].join('\n');
  const res = await upload(data, bad);
  t.equal(res.json.responseCode, 'VF');
  const refusal = globalPayRefusal.parse(res.json);
  t.same(
    refusal.rowErrors.map((e) => [e.row, e.field]),
    [
      [2, 'amount'],
      [3, 'beneficiaryType'],
      [4, 'beneficiaryCountryCode'],
      [5, ''],
    ],
  );
  const missing = await upload(data, 'amount,beneficiaryName\n1.00,A');
  t.ok(
    globalPayRefusal
      .parse(missing.json)
      .rowErrors.some((e) => e.field === 'beneficiaryEmail' && e.reason === 'the column is missing'),
  );
  const none = await upload(data);
  t.equal(none.status, 400, 'no attachedFile part');
  const card = await upload({ ...data, accountId: 300004 }, file);
  t.match(card.json, { responseCode: 'VF', responseDescription: /payment account, not a card/ });
  const notMine = await upload({ ...data, accountId: 300101 }, file);
  t.equal(notMine.json.responseCode, 'VF');
  t.equal((await me(globalPayBatchGet, { batchId: 999999 })).json.responseCode, 'TA1');
});

t.test('draft editing: add, update, full update, remove, restore, fee side, forbidden method, rename', async (t) => {
  const { upload, me } = await setup(t);
  const batchId = (await upload(data, file)).json.batchId as number;
  const batchOf = (r: { json: Record<string, unknown> }) => r.json.batch as GlobalPayBatch;

  const added = await me(globalPayPaymentAdd, {
    batchId,
    paymentData: {
      amount: '20.00',
      beneficiaryType: 'person',
      beneficiaryName: 'Lena Schmidt',
      beneficiaryEmail: 'lena@example.de',
      beneficiaryCountryCode: 'DE',
    },
  });
  const paymentId = added.json.paymentId as number;
  t.equal(batchOf(added).count, 3);
  t.equal(batchOf(added).total, '170.00');

  const updated = await me(globalPayPaymentUpdate, { batchId, paymentId, paymentData: { amount: '25.00' } });
  t.equal(batchOf(updated).payments.find((p) => p.id === paymentId)?.amount, '25.00');
  const tooPrecise = await me(globalPayPaymentUpdate, { batchId, paymentId, paymentData: { amount: '1.001' } });
  t.equal(tooPrecise.json.responseCode, 'VF', 'USD has two decimals');

  const removed = await me(globalPayPaymentRemove, { batchId, paymentId });
  t.equal(batchOf(removed).count, 2);
  t.equal(batchOf(removed).payments.find((p) => p.id === paymentId)?.removed, true, 'a removed payment stays listed');
  const restored = await me(globalPayPaymentRestore, { batchId, paymentId });
  t.equal(batchOf(restored).count, 3);

  const fees = await me(globalPayFeeShareSet, { batchId, feeShare: 'beneficiary' });
  t.same(
    batchOf(fees).payments.map((p) => p.feeShare),
    ['beneficiary', 'beneficiary', 'beneficiary'],
  );
  t.equal(batchOf(fees).totalDebit, '175.00', 'no fee on the sender');
  const one = await me(globalPayFeeShareSet, { batchId, feeShare: 'sender', paymentId });
  t.equal(batchOf(one).totalDebit, '175.25');

  const forbid = await me(globalPayMethodForbiddenSet, { batchId, method: 'oct', forbidden: true });
  t.same(
    (forbid.json.paymentMethods as { name: string; forbidden: boolean }[])
      .filter((m) => m.forbidden)
      .map((m) => m.name),
    ['oct'],
  );
  const methods = await me(globalPayCountryMethodDetailsGet, { countryCode: 'US', batchId });
  t.ok((methods.json.methods as unknown[]).length > 0, 'US recipients have methods');
  t.equal(
    (methods.json.methods as { name: string; forbidden: boolean }[]).find((m) => m.name === 'oct')?.forbidden ?? true,
    true,
  );

  const before = batchOf(await me(globalPayBatchGet, { batchId })).payments;
  const full = await me(globalPayPaymentFullUpdate, {
    batchId,
    list: [
      {
        paymentId: before[0]?.id,
        amount: '99.00',
        beneficiaryType: 'person',
        beneficiaryName: 'Ana Paula Souza',
        beneficiaryEmail: 'ana@example.com',
        beneficiaryCountryCode: 'BR',
      },
      {
        amount: '5.00',
        beneficiaryType: 'company',
        beneficiaryName: 'New Co',
        beneficiaryEmail: 'new@example.com',
        beneficiaryCountryCode: 'US',
      },
    ],
  });
  const after = batchOf(full);
  t.equal(after.count, 2, 'the payments not in the list are removed');
  t.equal(after.payments.length, 4, '(and stay listed, removed)');
  t.equal(after.total, '104.00');

  const renamed = await me(globalPayBatchUpdate, { batchId, batchName: 'June payouts' });
  t.equal(batchOf(renamed).batchName, 'June payouts');

  const rejected = await me(globalPayBatchReject, { batchId });
  t.equal(batchOf(rejected).status, 'rejected');
  const late = await me(globalPayPaymentRemove, { batchId, paymentId });
  t.match(late.json, { responseCode: 'VF', responseDescription: /only a draft can be changed/ });
  t.equal((await me(globalPayBatchSubmit, { batchId }, 'gp-rejected-1')).json.responseCode, 'VF');
});

t.test('submit pays once: concurrent submits, the same key, a new key after a timeout', async (t) => {
  const { upload, me, postings, balance, reader } = await setup(t);
  const batchId = (await upload(data, file)).json.batchId as number;
  t.equal(await balance(), '1250.50');
  const [a, b, c] = await Promise.all([
    me(globalPayBatchSubmit, { batchId }, 'gp-submit-key-1'),
    me(globalPayBatchSubmit, { batchId }, 'gp-submit-key-1'),
    me(globalPayBatchSubmit, { batchId }, 'gp-submit-key-2'),
  ]);
  for (const r of [a, b, c]) t.equal(r.json.responseCode, '00');
  t.equal(postings(), 1, 'one posting on the account');
  t.equal(await balance(), '1099.50', '1250.50 - 150.00 - the sender fee 1.00');
  // the browser gave up waiting (a timeout) and submits again under a new key
  const retry = await me(globalPayBatchSubmit, { batchId }, 'gp-submit-key-3');
  t.equal(retry.json.repeated, true, 'answered as the batch already submitted');
  t.equal(postings(), 1, 'still one posting');
  const repeated = [a, b, c].filter((r) => r.json.repeated === true).length;
  t.equal(repeated, 1, 'of the concurrent three: one paid, one replayed its key, one answered repeated');
  const batch = a.json.batch as GlobalPayBatch;
  t.equal(batch.status, 'submitted');
  t.match(a.json, { operationId: batchId, approveType: 'none' });
  for (const p of batch.payments) {
    t.equal(p.status, 'sent');
    t.match(p.receiveLink, /^\/receive\/[A-Za-z0-9_-]{22,}$/);
  }
  const clearing = reader
    .prepare(
      "SELECT SUM(p.amount_minor) AS s FROM postings p JOIN accounts a ON a.account_id = p.account_id AND a.tenant = p.tenant WHERE a.kind = 'global-clearing' AND a.currency = 'USD' AND p.tenant = 'paxum/1'",
    )
    .get() as { s: number };
  t.equal(clearing.s, 25250 + 15100, 'the seeded payment and this batch are held in the clearing account');

  const details = await me(globalPayBatchDetailsGet, { batchId });
  t.match(details.json.counts, { sent: 2, draft: 0, removed: 0 });
  const status = await me(globalPayBatchStatusGet, { batchId });
  t.match(status.json, { status: 'submitted', batchId });
  const edit = await me(globalPayBatchUpdate, { batchId, batchName: 'x' });
  t.equal(edit.json.responseCode, 'VF', 'a submitted batch is not edited');
  t.equal((await me(globalPayBatchReject, { batchId })).json.responseCode, 'VF', 'nor rejected');

  // spec 2 §2 /history/batch-transfers: the submitted batch is listed, type global
  const list = await me(batchTransferListGet, { pageNumber: 1, types: ['global'] });
  const entries = (
    list.json.batchTransfer as { transfer: { id: number; type: string; count: number; total: string }[] }
  ).transfer;
  t.match(entries, [{ type: 'global', count: 2, total: '150.00' }]);
});

t.test('insufficient funds: nothing moves, the batch stays a draft', async (t) => {
  const { upload, me, postings } = await setup(t);
  const big = `${header}\n1300.00,x,person,A,a@example.com,BR,sender`;
  const batchId = (await upload(data, big)).json.batchId as number;
  const res = await me(globalPayBatchSubmit, { batchId }, 'gp-big-1');
  t.match(res.json, { responseCode: 'VF', responseDescription: /insufficient funds/ });
  t.equal(postings(), 0);
  t.equal(((await me(globalPayBatchGet, { batchId })).json.batch as GlobalPayBatch).status, 'draft');
});

t.test("another customer's batch reads as unknown", async (t) => {
  const { upload, app } = await setup(t);
  const batchId = (await upload(data, file)).json.batchId as number;
  const { accessToken } = await signIn(t, app, 'business@demo.test');
  const other = (def: CallDef, key?: string) =>
    call(t, app, def, {
      token: accessToken,
      body: { batchId },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  t.equal((await other(globalPayBatchGet)).json.responseCode, 'TA1');
  t.equal((await other(globalPayBatchSubmit, 'gp-other-1')).json.responseCode, 'TA1');
});
