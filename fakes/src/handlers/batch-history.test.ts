import t from 'tap';
import type { Test } from 'tap';
import {
  type BatchTransferEntry,
  batchTransferListGet,
  batchTransferViewFile,
  p2pMassTransfer,
  transfersOf,
} from '@app/contracts';
import { fakesWithClock, signIn, signedInCaller } from '../../test/helper.ts';
import { batchStatusOf, fileHeader } from './batch-history.ts';

/** personal@demo.test's seeded USD payment account (fakes/README.md "Demo data"). */
const usd = 300001;
const boundary = 'batch-history-boundary-0123456789';

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  const business = await signedInCaller(t, app, 'business@demo.test');
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  /** pays a mass P2P batch typed as text from personal@'s USD account (mass-transfers.ts) */
  const payBatch = async (batchName: string, text = 'business@demo.test,1.00\nbusiness@demo.test,2.50\n') => {
    const data = { accountId: usd, batchName, text, onlySummary: false };
    const res = await app.inject({
      method: 'POST',
      url: `/paxum/1/?method=${p2pMassTransfer.method}`,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': crypto.randomUUID(),
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n--${boundary}--\r\n`,
    });
    const json = JSON.parse(res.body) as { responseCode: string; batch: { batchId: number } };
    t.equal(json.responseCode, '00', `batch ${batchName} paid`, { body: res.body });
    return json.batch.batchId;
  };
  const list = async (who: typeof personal, filter: Record<string, unknown> = {}) => {
    const res = await who(batchTransferListGet, { pageNumber: 1, ...filter });
    return {
      code: res.json.responseCode,
      total: res.json.total as number,
      entries: transfersOf(res.json.batchTransfer as never),
    };
  };
  return { personal, business, payBatch, list };
}

t.test('batchStatusOf: one status for the batch', async (t) => {
  const rows: [string, Parameters<typeof batchStatusOf>[0], string][] = [
    ['every row completed', ['completed', 'completed'], 'completed'],
    ['every row processing', ['processing'], 'processing'],
    ['rows in different statuses (batchPartially)', ['completed', 'rejected'], 'partial'],
    ['no rows', [], 'completed'],
  ];
  for (const [name, statuses, status] of rows) t.equal(batchStatusOf(statuses), status, name);
});

t.test('the seeded batches: personal@ sees its own, newest first; business@ none of them', async (t) => {
  const { personal, business, list } = await setup(t);
  const mine = await list(personal);
  t.equal(mine.code, '00');
  t.same(
    mine.entries.map((e) => [e.batchName, e.type]),
    [
      ['Team payouts', 'p2p'],
      ['November suppliers', 'wire'],
    ],
  );
  t.equal(mine.total, 2);
  for (const e of mine.entries) t.ok(e.count > 0 && /^\d+\.\d{2}$/.test(e.total), `${e.batchName}: rows and a total`);
  const theirs = await list(business);
  t.same([theirs.code, theirs.entries, theirs.total], ['00', [], 0]);
  const file = await business(batchTransferViewFile, { id: mine.entries[0]!.id });
  t.equal(file.json.responseCode, 'TA1', "another customer's batch is not found");
});

t.test('a paid batch is listed with its rows, and its file lists the payments', async (t) => {
  const { personal, payBatch, list } = await setup(t);
  const id = await payBatch('Team lunch');
  const { entries, total } = await list(personal);
  t.equal(total, 3);
  const e = entries[0] as BatchTransferEntry;
  t.match(e, {
    id,
    batchName: 'Team lunch',
    type: 'p2p',
    accountId: usd,
    count: 2,
    total: '3.50',
    currencyCode: 'USD',
  });
  t.equal(e.status, 'completed');
  const file = await personal(batchTransferViewFile, { id });
  t.equal(file.json.responseCode, '00', "view file answers '00' (spec 2 §8)");
  t.equal(file.json.fileName, `batch-${id}.csv`);
  const lines = (file.json.file as string).trim().split('\r\n');
  t.equal(lines[0], fileHeader.join(','));
  t.equal(lines.length, 3, 'a header and the two payments');
  t.match(lines[1], /,1\.00,\d+\.\d{2},USD,completed,business@demo\.test,/);
  t.match(lines[2], /,2\.50,/);
  const missing = await personal(batchTransferViewFile, { id: 999999 });
  t.equal(missing.json.responseCode, 'TA1');
});

t.test('filters: search, types, from, to (spec 2 §3 "Batch filter")', async (t) => {
  const { personal, list } = await setup(t);
  const names = async (filter: Record<string, unknown>) =>
    (await list(personal, filter)).entries.map((e) => e.batchName);
  t.same(await names({ search: 'payouts' }), ['Team payouts'], 'search matches the name, any case');
  const all = await list(personal);
  t.same(await names({ search: String(all.entries[1]!.id) }), ['November suppliers'], 'search matches the id');
  t.same(await names({ types: ['wire'] }), ['November suppliers']);
  t.same(await names({ types: ['wire', 'p2p'] }), ['Team payouts', 'November suppliers']);
  t.same(await names({ types: ['eft'] }), []);
  t.same(
    await names({ search: 'payouts', types: ['p2p'], from: '2020-01-01', to: '2099-12-31' }),
    ['Team payouts'],
    'the filter of the Pact interaction',
  );
  // the clock is 2025-06-01; the seeded batches are 3 and 12 days old
  t.same(await names({ from: '2025-05-25' }), ['Team payouts']);
  t.same(await names({ to: '2025-05-20' }), ['November suppliers'], 'to takes the whole day');
  t.same(await names({ from: '2025-05-21', to: '2025-05-28' }), []);
  t.equal((await list(personal, { from: '2025-06-01', to: '2025-05-01' })).code, 'TA1', 'from after to');
  t.equal((await list(personal, { from: '2025-02-30' })).code, 'TA1', 'not a calendar date');
  const none = await list(personal, { search: 'nothing like it' });
  t.same([none.entries, none.total], [[], 0]);
});

t.test('paging: 20 a page (spec 2 §9 "Batch filter page size 20")', async (t) => {
  const { personal, payBatch, list } = await setup(t);
  for (let i = 1; i <= 19; i++) await payBatch(`Batch ${i}`, `business@demo.test,1.0${i % 10}\n`);
  const first = await list(personal);
  t.equal(first.total, 21);
  t.equal(first.entries.length, 20);
  const second = await list(personal, { pageNumber: 2 });
  t.same(
    second.entries.map((e) => e.batchName),
    ['November suppliers'],
    'the oldest is alone on page 2',
  );
  t.equal((await list(personal, { pageNumber: 3 })).code, 'TA1', 'past the last page');
});
