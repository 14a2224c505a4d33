import { type Account, ApiError, type BatchTransferEntry } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { approvalStarted, settled } from '../../features/approve-transfer/index.ts';
import type { MoneyUploadSend } from '../../shared/api/index.ts';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $approvalEnd,
  $batch,
  $foundBatch,
  $batchName,
  $noPreviewNote,
  $preview,
  $previewError,
  $problems,
  $rowErrors,
  MassConfirmGate,
  MassUploadGate,
  accountChanged,
  availableQuery,
  batchListFx,
  batchNameChanged,
  confirmClicked,
  fileChanged,
  massUpload,
  modeChanged,
  previewClicked,
  sampleLinksQuery,
  submitOutcome,
  textChanged,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const eur: Account = {
  accountId: 2,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'EUR',
  balance: '980.25',
  customerId: 1,
};
const summary = { count: 2, total: '225.00', totalFee: '6.00', currencyCode: 'EUR' };
const batch = {
  batchId: 7,
  status: 'pending' as const,
  operationId: 7,
  approveType: 'none' as const,
  approvalSentTo: '',
  availableApprovalMethods: ['none' as const],
};

type Send = MoneyUploadSend<'external' | 'p2p'>;
const text = (s: Send) => new TextDecoder().decode(s.body.bytes);

/** A scope whose upload call answers by `answer` (logging every send) and whose navigation is recorded. */
function scopeWith(
  answer: (send: Send, n: number) => Promise<unknown>,
  over: { startedAt?: number; batches?: (body: unknown) => Promise<unknown> } = {},
) {
  const sends: Send[] = [];
  const went: unknown[] = [];
  const scope = fork({
    values: [[$accounts, [eur]]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [eur] })],
      [availableQuery.__.executeFx, async () => ({ ...ok, transfers: [] })],
      [sampleLinksQuery.__.executeFx, async () => ({ ...ok, links: [] })],
      [massUpload.mutation.__.executeFx, async (send: Send) => (sends.push(send), answer(send, sends.length))],
      [navigateFx, async (to: unknown) => void went.push(to)],
      [outcomeWaitFx, async () => undefined],
      [outcomeNowFx, () => over.startedAt ?? 0],
      [outcomeHistoryFx, async () => ({ ...ok, transactions: { transaction: [] } })],
      [
        batchListFx,
        async (input: { body: unknown }) => (over.batches ? over.batches(input.body) : { ...ok, total: 0 }),
      ],
    ],
  });
  return { scope, sends, went };
}

const csv = 'amount,currencyCode\n120.00,EUR\n105.00,EUR\n';

async function filled(scope: ReturnType<typeof fork>, flow: 'wire' | 'p2p' = 'wire') {
  await allSettled(MassUploadGate.open, { scope, params: { flow } });
  await allSettled(accountChanged, { scope, params: 2 });
  await allSettled(batchNameChanged, { scope, params: ' Suppliers ' });
  if (flow === 'wire') await allSettled(fileChanged, { scope, params: new File([csv], 'wire.csv') });
}

t.test("spec 2 §5 'Mass upload needs a file, a batch name and an account': nothing is sent without them", async (t) => {
  const { scope, sends } = scopeWith(async () => ({ ...ok, batchName: 'x', summary }));
  await allSettled(MassUploadGate.open, { scope, params: { flow: 'wire' } });
  await allSettled(previewClicked, { scope });
  t.same(scope.getState($problems), { file: 'required', batchName: 'required', accountId: 'required' });
  t.same(sends, []);
});

t.test('spec 2 §4: the preview (onlySummary) first, kept in the model for the confirm page', async (t) => {
  const { scope, sends, went } = scopeWith(async () => ({ ...ok, batchName: 'Suppliers', summary }));
  await filled(scope);
  await allSettled(previewClicked, { scope });
  t.equal(sends.length, 1);
  const sent = sends[0] as Send;
  t.equal(sent.call, 'external');
  t.match(sent.body.contentType, /^multipart\/form-data; boundary=/);
  t.match(text(sent), /"onlySummary":true/);
  t.match(text(sent), /"method":"wire"/);
  t.match(text(sent), /"batchName":"Suppliers"/);
  t.match(text(sent), /120\.00,EUR/, 'the file part');
  t.match(scope.getState($preview), { flow: 'wire', accountId: 2, batchName: 'Suppliers', summary });
  t.same(went, [{ to: '/transfer/external/mass/confirm' }]);
});

t.test('a file with bad rows: the row errors, no preview, nothing lost, nowhere to go', async (t) => {
  const refusal = new ApiError('bad rows', 400, 'VF', {
    responseCode: 'VF',
    rowErrors: [
      { row: 3, field: 'swift', reason: 'a SWIFT/BIC code of 8 or 11 characters' },
      { row: 2, field: 'amount', reason: 'the amount must be above 0' },
    ],
  });
  const { scope, went } = scopeWith(async () => {
    throw refusal;
  });
  await filled(scope);
  await allSettled(previewClicked, { scope });
  t.same(
    scope.getState($rowErrors)?.map((r) => [r.row, r.field]),
    [
      [2, 'amount'],
      [3, 'swift'],
    ],
  );
  t.equal(scope.getState($previewError), null);
  t.equal(scope.getState($preview), null);
  t.equal(scope.getState($batchName), ' Suppliers ');
  t.same(went, []);
});

t.test('a confirm page without a preview sends back to the upload with a note', async (t) => {
  const { scope, went } = scopeWith(async () => ({ ...ok, batchName: 'x', summary }));
  await allSettled(MassConfirmGate.open, { scope, params: { flow: 'external' } });
  t.same(went, [{ to: '/transfer/mass', replace: true }]);
  t.equal(scope.getState($noPreviewNote), true);
  await allSettled(MassConfirmGate.open, { scope, params: { flow: 'p2p' } });
  t.same(went[1], { to: '/transfer/mass/p2p', replace: true });
});

t.test('the submit: a lost answer is sent again under the same key with the SAME bytes, paid once', async (t) => {
  const { scope, sends } = scopeWith(async (send, n) => {
    if (/"onlySummary":true/.test(text(send))) return { ...ok, batchName: 'Suppliers', summary };
    if (n === 2) throw new TypeError('Failed to upload');
    return { ...ok, batchName: 'Suppliers', summary, batch };
  });
  await filled(scope);
  await allSettled(previewClicked, { scope });
  await allSettled(confirmClicked, { scope });
  t.equal(sends.length, 3, 'the preview, the submit, its retry');
  const [preview, first, retry] = sends as [Send, Send, Send];
  t.match(text(first), /"onlySummary":false/);
  t.not(first.idempotencyKey, preview.idempotencyKey, 'the submit has its own key');
  t.equal(retry.idempotencyKey, first.idempotencyKey, 'the same key');
  t.equal(retry.body, first.body, 'the same serialised body');
  t.equal(text(retry), text(first), 'the same bytes, boundary included');
  t.equal(scope.getState(submitOutcome.$phase), 'paid');
  t.same(scope.getState($batch), batch);
  // Confirm again on a paid batch sends nothing
  await allSettled(confirmClicked, { scope });
  t.equal(sends.length, 3);
});

t.test('mass P2P typed as text: the rows go in the data part, no file part', async (t) => {
  const { scope, sends, went } = scopeWith(async () => ({ ...ok, batchName: 'Lunch', summary }));
  await filled(scope, 'p2p');
  await allSettled(modeChanged, { scope, params: 'text' });
  await allSettled(textChanged, { scope, params: 'business@demo.test,10.00,Lunch' });
  await allSettled(previewClicked, { scope });
  const sent = sends[0] as Send;
  t.equal(sent.call, 'p2p');
  t.match(text(sent), /"text":"business@demo.test,10.00,Lunch"/);
  t.notMatch(text(sent), /name="file"/);
  t.same(went, [{ to: '/transfer/mass/p2p/confirm' }]);
});

/** A submit answer waiting for its approval: the fakes answer the batch's FIRST ROW's transaction as operationId. */
const waiting = {
  batchId: 7,
  status: 'processing' as const,
  operationId: 901,
  approveType: 'sms' as const,
  approvalSentTo: '+1 *** *** 12',
  availableApprovalMethods: ['sms' as const],
};
const $started = createStore<unknown[]>([]).on(approvalStarted, (list, a) => [...list, a]);

t.test(
  "spec 2 §4 'Approval': a batch waiting for its approval starts the popups with the answer's operationId",
  async (t) => {
    const { scope, sends } = scopeWith(async (send) =>
      /"onlySummary":true/.test(text(send))
        ? { ...ok, batchName: 'Lunch', summary }
        : { ...ok, batchName: 'Lunch', summary, batch: waiting },
    );
    await filled(scope, 'p2p');
    await allSettled(textChanged, { scope, params: 'business@demo.test,10.00' });
    await allSettled(previewClicked, { scope });
    await allSettled(confirmClicked, { scope });
    t.equal(sends.length, 2);
    t.same(
      scope.getState($started),
      [
        {
          operationId: 901,
          transactionId: 901,
          approveType: 'sms',
          approvalSentTo: '+1 *** *** 12',
          source: { accountId: 2 },
        },
      ],
      'the transaction to approve (not the batch id 7), its approval fields and the account it leaves',
    );
    t.equal(scope.getState($approvalEnd), null, 'waiting for the approval');
    await allSettled(settled, { scope, params: 'completed' });
    t.equal(scope.getState($approvalEnd), 'completed', 'approved: the page says the batch is sent');
    // the batch answered processing under approve mode none is not an approval (a repeated batch neither)
    const none = scopeWith(async (send) =>
      /"onlySummary":true/.test(text(send))
        ? { ...ok, batchName: 'Lunch', summary }
        : { ...ok, batchName: 'Lunch', summary, batch: { ...waiting, status: 'completed', approveType: 'none' } },
    );
    await filled(none.scope, 'p2p');
    await allSettled(textChanged, { scope: none.scope, params: 'business@demo.test,10.00' });
    await allSettled(previewClicked, { scope: none.scope });
    await allSettled(confirmClicked, { scope: none.scope });
    t.same(none.scope.getState($started), [], 'approve type none: no popup');
    await allSettled(settled, { scope: none.scope, params: 'completed' });
    t.equal(none.scope.getState($approvalEnd), null, 'a paid batch has no approval to end');
  },
);

const startedAt = Date.parse('2026-01-01T10:00:00.000Z');
const entry = (over: Partial<BatchTransferEntry>): BatchTransferEntry => ({
  id: 30,
  batchName: 'Suppliers',
  type: 'wire',
  accountId: 2,
  count: 2,
  total: '225.00',
  currencyCode: 'EUR',
  status: 'processing',
  created: '2026-01-01T10:00:03.000Z',
  ...over,
});
const lost = () => Promise.reject(new TypeError('Failed to upload'));

t.test(
  'an outcome unknown after the same-key retries is looked up in the batch history: found, paid with its id',
  async (t) => {
    const lookups: unknown[] = [];
    const { scope, sends } = scopeWith(
      async (send) => (/"onlySummary":true/.test(text(send)) ? { ...ok, batchName: 'Suppliers', summary } : lost()),
      {
        startedAt,
        batches: async (body) => {
          lookups.push(body);
          return {
            ...ok,
            total: 4,
            batchTransfer: {
              transfer: [
                entry({ id: 33, type: 'p2p' }),
                entry({ id: 32, accountId: 9 }),
                entry({ id: 31 }),
                entry({ id: 12, status: 'completed', created: '2025-12-20T10:00:00.000Z' }),
              ],
            },
          };
        },
      },
    );
    await filled(scope);
    await allSettled(previewClicked, { scope });
    await allSettled(confirmClicked, { scope });
    t.equal(sends.length, 5, 'the preview, the submit and its three retries');
    t.ok(
      sends.slice(2).every((s) => s === sends[1]),
      'every retry the same key and bytes',
    );
    t.same(lookups, [{ search: 'Suppliers', pageNumber: 1 }], 'the batch history, searched by the batch name');
    t.equal(scope.getState(submitOutcome.$phase), 'paid');
    t.equal(scope.getState($foundBatch)?.id, 31, 'this wire batch of that account, made since the submit');
    t.equal(scope.getState($batch), null, 'no answer came');
    // a paid batch is not sent again
    await allSettled(confirmClicked, { scope });
    t.equal(sends.length, 5);
  },
);

t.test(
  'not found in the batch history (or the list fails): not confirmed, check again sends the same bytes',
  async (t) => {
    let n = 0;
    const { scope, sends } = scopeWith(
      async (send) => {
        if (/"onlySummary":true/.test(text(send))) return { ...ok, batchName: 'Suppliers', summary };
        n += 1;
        return n <= 4 ? lost() : { ...ok, batchName: 'Suppliers', summary, batch: { ...batch, batchId: 40 } };
      },
      {
        startedAt,
        batches: async () => ({
          ...ok,
          total: 1,
          batchTransfer: { transfer: entry({ id: 12, status: 'completed', created: '2025-12-20T10:00:00.000Z' }) },
        }),
      },
    );
    await filled(scope);
    await allSettled(previewClicked, { scope });
    await allSettled(confirmClicked, { scope });
    t.equal(scope.getState(submitOutcome.$phase), 'unknown', 'an older batch of the same name is not this one');
    t.equal(scope.getState($foundBatch), null);
    await allSettled(submitOutcome.checkAgain, { scope });
    t.equal(sends.length, 6);
    t.equal(sends[5], sends[1], 'the same key and bytes');
    t.equal(scope.getState(submitOutcome.$phase), 'paid');
    t.equal(scope.getState($batch)?.batchId, 40);

    const failing = scopeWith(
      async (send) => (/"onlySummary":true/.test(text(send)) ? { ...ok, batchName: 'Suppliers', summary } : lost()),
      { startedAt, batches: () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    await filled(failing.scope);
    await allSettled(previewClicked, { scope: failing.scope });
    await allSettled(confirmClicked, { scope: failing.scope });
    t.equal(failing.scope.getState(submitOutcome.$phase), 'unknown', 'a failed lookup is unknown, never not paid');
  },
);
