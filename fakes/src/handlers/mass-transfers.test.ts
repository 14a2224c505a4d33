import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import {
  accountListGet,
  envelope,
  externalMassTransfer,
  massRefusal,
  massSampleTypes,
  massTransferSampleLinksGet,
  normalizeNumericStrings,
  p2pMassTransfer,
  transferApprove,
  type CallDef,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { sampleFile } from './mass-transfers.ts';

/** personal@demo.test's seeded payment accounts (fakes/README.md "Demo data"). */
const usd = 300001;
const eur = 300002;
const boundary = 'mass-test-boundary-0123456789';

function form(data: Record<string, unknown>, file?: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    (file === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`) +
    `--${boundary}--\r\n`
  );
}

async function setup(t: Test) {
  const dir = mkdtempSync(join(tmpdir(), 'mass-'));
  const dbPath = join(dir, 'fakes.db');
  const { app } = fakesWithClock({ dbPath });
  const reader = new Database(dbPath, { readonly: true });
  t.teardown(async () => {
    reader.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const upload = async (def: CallDef, data: Record<string, unknown>, file?: string, key?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/paxum/1/?method=${def.method}`,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: form(data, file),
    });
    const json = normalizeNumericStrings(JSON.parse(res.body)) as Record<string, unknown>;
    if (res.statusCode === 200 && json.responseCode === '00')
      t.ok(def.response.safeParse(json).success, `${def.id} answer matches its contract`);
    return { status: res.statusCode, json };
  };
  const me = (def: CallDef, body: Record<string, unknown> = {}) => call(t, app, def, { token: accessToken, body });
  /** ledger postings on the account (every journal entry touching it posts one line on it) */
  const count = (accountId: number) =>
    (reader.prepare('SELECT COUNT(*) AS n FROM postings WHERE account_id = ?').get(accountId) as { n: number }).n;
  const seeded = new Map([usd, eur].map((id) => [id, count(id)]));
  /** the postings on the account since the seed */
  const postings = (accountId: number) => count(accountId) - (seeded.get(accountId) ?? 0);
  return { app, upload, me, postings, accessToken, dbPath };
}

async function balances(me: Awaited<ReturnType<typeof setup>>['me']) {
  const accounts = (await me(accountListGet)).json.accounts as { accountId: number; balance: string }[];
  return Object.fromEntries(accounts.map((a) => [a.accountId, a.balance]));
}

const control = (app: FastifyInstance, path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/__fake/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });

const wireFile = sampleFile('wire').text;
const wireData = { accountId: eur, batchName: 'May suppliers', method: 'wire' };

t.test('the sample links call answers a downloadable CSV per spec 2 §7 type', async (t) => {
  const { me } = await setup(t);
  const res = await me(massTransferSampleLinksGet);
  const links = res.json.links as { type: string; url: string; fileName: string }[];
  t.same(
    links.map((l) => l.type),
    [...massSampleTypes],
  );
  const wire = links.find((l) => l.type === 'wire');
  const text = Buffer.from((wire?.url ?? '').replace('data:text/csv;base64,', ''), 'base64').toString('utf8');
  t.match(text, /^amount,currencyCode,countryCode,beneficiaryName/, 'the wire sample starts with its header');
});

t.test('every sample file previews clean from the demo account of its currency', async (t) => {
  const { upload } = await setup(t);
  const samples: [string, string, number][] = [
    ['wire', 'wire', eur],
    ['eft', 'eft', usd],
    ['creditCard', 'oct', usd],
    ['cryptoEft', 'crypto_eft', usd],
  ];
  for (const [type, method, accountId] of samples) {
    const res = await upload(
      externalMassTransfer,
      { accountId, batchName: `${type} sample`, method, onlySummary: true },
      sampleFile(type as 'wire').text,
    );
    t.equal(res.json.responseCode, '00', `the ${type} sample: ${JSON.stringify(res.json.rowErrors ?? '')}`);
  }
  const p2p = await upload(
    p2pMassTransfer,
    { accountId: usd, batchName: 'p2p sample', onlySummary: true },
    sampleFile('p2p').text,
  );
  t.equal(p2p.json.responseCode, '00', `the p2p sample: ${JSON.stringify(p2p.json.rowErrors ?? '')}`);
});

t.test('a mass wire preview answers the summary and moves nothing; the submit pays every row', async (t) => {
  const { upload, me, postings } = await setup(t);
  const before = await balances(me);
  const preview = await upload(externalMassTransfer, { ...wireData, onlySummary: true }, wireFile, 'mass-prev-1');
  t.equal(preview.json.responseCode, '00');
  // two rows 200.00 + 150.00 EUR, the wire fee 25.00 each (fakes/README.md "External transfers")
  t.same(preview.json.summary, { count: 2, total: '350.00', totalFee: '50.00', currencyCode: 'EUR' });
  t.equal(preview.json.batch, undefined, 'a preview has no batch');
  t.same(await balances(me), before, 'the preview moved nothing');
  t.equal(postings(eur), 0);

  const sent = await upload(externalMassTransfer, { ...wireData, onlySummary: false }, wireFile, 'mass-send-1');
  t.equal(sent.json.responseCode, '00');
  const batch = sent.json.batch as { batchId: number; status: string; approveType: string };
  t.ok(batch.batchId > 0);
  t.equal(batch.status, 'pending', 'wires wait for the bank');
  t.equal(batch.approveType, 'none');
  t.equal((await balances(me))[eur], '580.25', '980.25 - 350.00 - 50.00');
  t.equal(postings(eur), 2, 'one posting per row on the account');
});

t.test('a file with two bad rows is refused with row-level errors and nothing is sent', async (t) => {
  const { upload, me, postings } = await setup(t);
  const before = await balances(me);
  const lines = wireFile.trimEnd().split('\n');
  const bad = [
    lines[0],
    lines[1],
    (lines[2] as string).replace('DE89370400440532013000', 'DE88370400440532013000'),
    (lines[1] as string).replace('200.00', '50.00'),
  ].join('\n');
  const res = await upload(externalMassTransfer, { ...wireData, onlySummary: false }, bad, 'mass-bad-1');
  t.equal(res.json.responseCode, 'VF');
  const refusal = massRefusal.parse(res.json);
  t.same(
    refusal.rowErrors.map((e) => [e.row, e.field]),
    [
      [3, 'accountNumber'],
      [4, 'amount'],
    ],
    'line 3 has a bad IBAN, line 4 is below the wire minimum (the single submit rules)',
  );
  t.match(refusal.rowErrors[1]?.reason ?? '', /minimum of wire is 100\.00 EUR/);
  t.same(await balances(me), before, 'nothing moved');
  t.equal(postings(eur), 0);
});

t.test('rows together above the available balance: the row that crosses it is refused', async (t) => {
  const { upload } = await setup(t);
  const lines = wireFile.trimEnd().split('\n');
  // 5 x (200.00 + 25.00) = 1125.00 > 980.25
  const file = [lines[0], ...Array.from({ length: 5 }, () => lines[1])].join('\n');
  const res = await upload(externalMassTransfer, { ...wireData, onlySummary: true }, file);
  const refusal = massRefusal.parse(res.json);
  t.same(
    refusal.rowErrors.map((e) => [e.row, e.field]),
    [[6, 'amount']],
  );
  t.match(refusal.rowErrors[0]?.reason ?? '', /insufficient funds/);
});

t.test('a file that is not a file of the method: missing and unknown columns, quotes', async (t) => {
  const { upload } = await setup(t);
  const noSwift = 'amount,currencyCode,countryCode,beneficiaryName,cardNumber\n20.00,USD,GB,J. Smith,4111111111111111';
  const res = await upload(externalMassTransfer, { ...wireData, onlySummary: true }, noSwift);
  const fields = massRefusal.parse(res.json).rowErrors.map((e) => e.field);
  t.ok(fields.includes('cardNumber'), 'cardNumber is not a wire column');
  t.ok(fields.includes('swift'), 'swift is missing');
  const quoted = await upload(externalMassTransfer, { ...wireData, onlySummary: true }, `${wireFile}"a, b",1\n`);
  t.equal(massRefusal.parse(quoted.json).rowErrors[0]?.row, 4);
  const none = await upload(externalMassTransfer, { ...wireData, onlySummary: true });
  t.equal(none.status, 400, 'spec 2 §5: a mass upload needs a file');
  t.ok(envelope.safeParse(none.json).success);
});

t.test('a mass P2P typed as text: preview, then submit', async (t) => {
  const { upload } = await setup(t);
  const text = 'business@demo.test, 10.00, Lunch\nbusiness@demo.test,5.50\n';
  const data = { accountId: usd, batchName: 'Team lunch', text };
  const preview = await upload(p2pMassTransfer, { ...data, onlySummary: true }, undefined, 'p2p-prev-1');
  t.equal(preview.json.responseCode, '00', JSON.stringify(preview.json));
  const summary = preview.json.summary as { count: number; total: string; currencyCode: string };
  t.equal(summary.count, 2);
  t.equal(summary.total, '15.50');
  t.equal(summary.currencyCode, 'USD');
  const sent = await upload(p2pMassTransfer, { ...data, onlySummary: false }, undefined, 'p2p-send-1');
  t.equal((sent.json.batch as { status: string }).status, 'completed');
  const bad = await upload(p2pMassTransfer, {
    ...data,
    text: 'nobody@nowhere.test,1.00\npersonal@demo.test,abc',
    onlySummary: true,
  });
  t.same(
    massRefusal.parse(bad.json).rowErrors.map((e) => [e.row, e.field]),
    [
      [1, 'email'],
      [2, 'amount'],
    ],
  );
  const both = await upload(p2pMassTransfer, { ...data, onlySummary: true }, 'business@demo.test,1.00');
  t.equal(both.status, 400, 'text or file, not both');
});

t.test('a batch item is paid at most once: same key twice, a cut answer, a re-upload, concurrent sends', async (t) => {
  const { app, upload, me, postings, accessToken } = await setup(t);
  const send = (key: string) => upload(externalMassTransfer, { ...wireData, onlySummary: false }, wireFile, key);

  // concurrently, the same key
  const [a, b] = await Promise.all([send('mass-key-000001'), send('mass-key-000001')]);
  t.equal(a.json.responseCode, '00');
  t.same(b.json, a.json, 'the second answer is the stored one');
  t.equal(postings(eur), 2, 'two rows, two postings on the account');

  // again with the same key
  const again = await send('mass-key-000001');
  t.same(again.json, a.json);
  t.equal(postings(eur), 2);

  // the same batch re-uploaded under a new key: the batch already paid, nothing moves
  const reupload = await send('mass-key-000002');
  const batch = reupload.json.batch as { batchId: number; repeated?: boolean };
  t.equal(batch.batchId, (a.json.batch as { batchId: number }).batchId);
  t.equal(batch.repeated, true);
  t.equal(postings(eur), 2);
  t.equal((await balances(me))[eur], '580.25');

  // a forced failure: the connection is cut after the call ran (a timeout for the caller), then the retry
  const other = { ...wireData, batchName: 'June suppliers' };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const armed = await control(app, 'fault', { call: 'externalMassTransfer', fault: 'cut' });
  t.equal(armed.statusCode, 200);
  await t.rejects(
    fetch(`http://127.0.0.1:${port}/paxum/1/?method=externalMassTransfer`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': 'mass-key-000003',
      },
      body: form({ ...other, onlySummary: false }, wireFile),
    }),
    'the connection is destroyed: no answer',
  );
  const afterCut = postings(eur);
  const retry = await upload(externalMassTransfer, { ...other, onlySummary: false }, wireFile, 'mass-key-000003');
  t.equal(retry.json.responseCode, '00');
  t.equal(afterCut, 4, 'the cut call paid its two rows once');
  t.equal(postings(eur), afterCut, 'the retry after the cut replays the stored answer; it pays nothing again');
  t.equal(postings(eur), 4, 'two batches of two rows: four postings');
  const reRetry = await upload(externalMassTransfer, { ...other, onlySummary: false }, wireFile, 'mass-key-000004');
  t.equal((reRetry.json.batch as { repeated?: boolean }).repeated, true);
  t.equal(postings(eur), 4);

  // a forced failure before the call ran (503), then the retry under the same key pays once
  const lines = wireFile.trimEnd().split('\n');
  const july = { ...wireData, batchName: 'July suppliers', onlySummary: false };
  const oneRow = [lines[0], (lines[1] as string).replace('200.00', '100.00')].join('\n');
  await control(app, 'fail-next', { call: 'externalMassTransfer', httpStatus: 503 });
  const failed = await upload(externalMassTransfer, july, oneRow, 'mass-key-000005');
  t.equal(failed.status, 503);
  t.equal(postings(eur), 4, 'the failed call paid nothing');
  const paid = await upload(externalMassTransfer, july, oneRow, 'mass-key-000005');
  t.equal(paid.json.responseCode, '00');
  const replay = await upload(externalMassTransfer, july, oneRow, 'mass-key-000005');
  t.same(replay.json, paid.json);
  t.equal(postings(eur), 5, 'the one row paid once');
  t.equal((await balances(me))[eur], '55.25', '980.25 - 2 x 400.00 - 125.00');
});

/** The transaction ids of a batch's rows and their transfer_ops states. */
function batchRows(dbPath: string, batchId: number): { ids: number[]; states: string[] } {
  const db = new Database(dbPath, { readonly: true });
  try {
    const { transaction_ids } = db
      .prepare('SELECT transaction_ids FROM mass_batches WHERE batch_id = ?')
      .get(batchId) as { transaction_ids: string };
    const ids = JSON.parse(transaction_ids) as number[];
    const states = ids.map(
      (id) =>
        (db.prepare('SELECT state FROM transfer_ops WHERE transaction_id = ?').get(id) as { state: string }).state,
    );
    return { ids, states };
  } finally {
    db.close();
  }
}
const rowStatuses = (dbPath: string, batchId: number) => batchRows(dbPath, batchId).states;

interface SentBatch {
  batchId: number;
  status: string;
  operationId: number;
  approveType: string;
  approvalSentTo: string;
  availableApprovalMethods: string[];
}

t.test('spec 2 §4 approval of a batch by code (otp, sms, approvalCode): processing, then paid once', async (t) => {
  for (const mode of ['otp', 'sms', 'approvalCode'] as const) {
    await t.test(mode, async (t) => {
      const { app, upload, me, postings, accessToken, dbPath } = await setup(t);
      t.equal((await control(app, 'approve-mode', { username: 'personal@demo.test', mode })).statusCode, 200);
      const before = await balances(me);
      const preview = await upload(externalMassTransfer, { ...wireData, onlySummary: true }, wireFile);
      t.equal(preview.json.responseCode, '00', 'a preview needs no approval');
      const sent = await upload(externalMassTransfer, { ...wireData, onlySummary: false }, wireFile, `mass-${mode}-01`);
      t.equal(sent.json.responseCode, '00', JSON.stringify(sent.json));
      const batch = sent.json.batch as SentBatch;
      t.match(batch, { status: 'processing', approveType: mode, availableApprovalMethods: [mode] });
      t.not(batch.approvalSentTo, '', 'says where the code went');
      t.equal(postings(eur), 0, 'nothing moves before the approval');
      t.same(await balances(me), before);
      t.same(rowStatuses(dbPath, batch.batchId), ['pending', 'pending']);

      const approve = (code: string, key: string) =>
        call(t, app, transferApprove, {
          token: accessToken,
          body: { trxid: batch.operationId, approvalCode: code },
          headers: { 'idempotency-key': key },
        });
      const wrong = await approve('000000', `mass-${mode}-wrong`);
      t.equal(wrong.json.responseCode, 'VF', 'a wrong code moves nothing');
      t.equal(postings(eur), 0);

      // approved twice at once, under two keys: one pays the batch, the other finds it paid
      const [a, b] = await Promise.all([
        approve('123456', `mass-${mode}-ok-1`),
        approve('123456', `mass-${mode}-ok-2`),
      ]);
      const codes = [a.json.responseCode, b.json.responseCode].sort();
      t.same(codes, ['00', 'VF'], 'one approve pays, the other is refused');
      t.match(a.json.responseCode === '00' ? a.json : b.json, { status: 'completed' });
      t.equal(postings(eur), 2, 'every row of the batch paid, each once');
      t.equal((await balances(me))[eur], '580.25', '980.25 - 350.00 - 50.00');
      t.same(rowStatuses(dbPath, batch.batchId), ['completed', 'completed']);

      const again = await approve('123456', `mass-${mode}-ok-3`);
      t.equal(again.json.responseCode, 'VF', 'approved once only');
      t.equal(postings(eur), 2);
      // the same batch sent again answers the batch as it is now: paid (wires wait for the bank), nothing moves
      const reupload = await upload(
        externalMassTransfer,
        { ...wireData, onlySummary: false },
        wireFile,
        `mass-${mode}-02`,
      );
      t.match(reupload.json.batch, { batchId: batch.batchId, status: 'pending', repeated: true });
      t.equal(postings(eur), 2);
    });
  }
});

t.test('spec 2 §4 approval of a batch by push: the device accepts it once; a rejection moves nothing', async (t) => {
  const { app, upload, postings, accessToken, dbPath } = await setup(t);
  await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'push' });
  const text = 'business@demo.test,10.00,Lunch\nbusiness@demo.test,5.50\n';
  const sent = await upload(
    p2pMassTransfer,
    { accountId: usd, batchName: 'Team lunch', text, onlySummary: false },
    undefined,
    'mass-push-01',
  );
  const batch = sent.json.batch as SentBatch;
  t.match(batch, { status: 'processing', approveType: 'push', approvalSentTo: 'your linked device' });
  t.equal(postings(usd), 0);
  const byCode = await call(t, app, transferApprove, {
    token: accessToken,
    body: { trxid: batch.operationId, approvalCode: '123456' },
    headers: { 'idempotency-key': 'mass-push-code' },
  });
  t.equal(byCode.json.responseCode, 'VF', 'a push batch is confirmed on the device, not with a code');
  t.equal(postings(usd), 0);

  // the device accepts twice at once (its first row and its last): the batch is paid once
  const { ids } = batchRows(dbPath, batch.batchId);
  const [a, b] = await Promise.all(ids.map((id) => control(app, `transactions/${String(id)}`, { decision: 'accept' })));
  t.same([a?.statusCode, b?.statusCode].sort(), [200, 404], 'the second accept finds nothing pending');
  t.equal(postings(usd), 2, 'two rows, two postings on the account');
  t.same(rowStatuses(dbPath, batch.batchId), ['completed', 'completed']);

  // another batch rejected on the device: every row rejected, nothing moves
  const other = await upload(
    p2pMassTransfer,
    { accountId: usd, batchName: 'Team dinner', text, onlySummary: false },
    undefined,
    'mass-push-02',
  );
  const rejected = await control(app, 'transactions/latest', { username: 'personal@demo.test', decision: 'reject' });
  t.equal(rejected.statusCode, 200);
  t.same(rowStatuses(dbPath, (other.json.batch as SentBatch).batchId), ['rejected', 'rejected']);
  t.equal(postings(usd), 2);
});

t.test('a batch approved after its account ran short: every row fails, nothing moves', async (t) => {
  const { app, upload, me, postings, accessToken, dbPath } = await setup(t);
  await control(app, 'approve-mode', { username: 'personal@demo.test', mode: 'otp' });
  // three batches of 400.00 EUR with fees each fit 980.25 alone, not together
  const batches: SentBatch[] = [];
  for (const name of ['One', 'Two', 'Three']) {
    const sent = await upload(externalMassTransfer, { ...wireData, batchName: name, onlySummary: false }, wireFile);
    batches.push(sent.json.batch as SentBatch);
  }
  const approve = (b: SentBatch | undefined) =>
    call(t, app, transferApprove, {
      token: accessToken,
      body: { trxid: b?.operationId ?? 0, approvalCode: '123456' },
      headers: { 'idempotency-key': `mass-short-${String(b?.batchId)}` },
    });
  t.equal((await approve(batches[0])).json.responseCode, '00');
  t.equal((await approve(batches[1])).json.responseCode, '00');
  t.equal(postings(eur), 4);
  const third = await approve(batches[2]);
  t.equal(third.json.responseCode, 'VF', 'the third does not fit');
  t.equal(postings(eur), 4, 'no row of the third batch moved');
  t.same(rowStatuses(dbPath, batches[2]?.batchId ?? 0), ['failed', 'failed']);
  t.equal((await balances(me))[eur], '180.25', '980.25 - 2 x 400.00');
});
