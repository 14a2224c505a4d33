import { ApiError, type GlobalPayBatch, type GlobalPayment } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListFx } from '../../entities/account/index.ts';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import { type NavigateTo, navigateFx } from '../../shared/routes/index.ts';
import {
  $batch,
  $bulk,
  $rejectAsked,
  bulkChanged,
  bulkSaved,
  bulkStarted,
  feeEdit,
  feeShareChosen,
  fullUpdateEdit,
  methodEdit,
  methodToggled,
  rejectClicked,
  rejectConfirmed,
  rejectMutation,
  $editErrors,
  $identical,
  $submitError,
  $summary,
  GlobalBatchGate,
  GlobalSummaryGate,
  type UploadRequest,
  accountChosen,
  batchNameChanged,
  batchQuery,
  identicalConfirmed,
  paymentSaved,
  editClicked,
  removeClicked,
  removeEdit,
  restoreClicked,
  restoreEdit,
  sampleLinksQuery,
  sendUploadFx,
  submitClicked,
  submitMutation,
  summaryQuery,
  updateEdit,
  uploadSubmitted,
} from './model.ts';
import { draftOf } from './lib.ts';

const ok = { responseCode: '00' } as const;
const payment = (id: number, extra: Partial<GlobalPayment> = {}): GlobalPayment => ({
  id,
  amount: '100.00',
  currencyCode: 'USD',
  description: 'Consulting May',
  beneficiaryType: 'person',
  beneficiaryName: 'Ana Paula Souza',
  beneficiaryEmail: 'ana@example.com',
  beneficiaryCountryCode: 'BR',
  feeShare: 'sender',
  fee: '1.00',
  removed: false,
  status: 'draft',
  ...extra,
});
const batch = (extra: Partial<GlobalPayBatch> = {}): GlobalPayBatch => ({
  batchId: 7,
  batchName: 'May payouts',
  accountId: 300001,
  currencyCode: 'USD',
  status: 'draft',
  feeShare: 'sender',
  created: '2026-05-01T10:00:00.000Z',
  payments: [payment(1), payment(2, { amount: '50.00' })],
  paymentMethods: [{ name: 'wire', forbidden: false }],
  count: 2,
  total: '150.00',
  totalFee: '1.50',
  totalDebit: '151.50',
  ...extra,
});
const file = () => new File(['amount,description\n100.00,x\n'], 'batch.csv', { type: 'text/csv' });
const identical = new ApiError('An identical batch exists', 200, '92', {
  responseCode: '92',
  responseDescription: 'An identical batch exists',
  confirmDate: '2026-05-01T10:00:00.000Z',
  batchId: 6,
});

interface Calls {
  uploads: UploadRequest[];
  navigations: NavigateTo[];
  loads: unknown[];
  removes: unknown[];
  submits: { body: unknown; key: string }[];
}

function scopeWith(calls: Calls, opts: { upload?: (r: UploadRequest) => unknown; submit?: () => unknown } = {}) {
  return fork({
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [] })],
      [sampleLinksQuery.__.executeFx, async () => ({ ...ok, links: [] })],
      [
        sendUploadFx,
        async ({ request }: { request: UploadRequest }) => {
          calls.uploads.push(request);
          const answer = opts.upload?.(request);
          if (answer instanceof Error) throw answer;
          return answer ?? { ...ok, date: '2026-05-02T10:00:00.000Z', batchId: 8, result: batch({ batchId: 8 }) };
        },
      ],
      [navigateFx, async (to: NavigateTo) => void calls.navigations.push(to)],
      [
        batchQuery.__.executeFx,
        async (input: { body: { batchId: number } }) => (calls.loads.push(input.body), { ...ok, batch: batch() }),
      ],
      [
        removeEdit.mutation.__.executeFx,
        async (input: { body: { paymentId: number } }) => {
          calls.removes.push(input.body);
          const b = batch();
          return {
            ...ok,
            batch: {
              ...b,
              payments: b.payments.map((p) => (p.id === input.body.paymentId ? { ...p, removed: true } : p)),
              count: 1,
            },
          };
        },
      ],
      [restoreEdit.mutation.__.executeFx, async () => ({ ...ok, batch: batch() })],
      [
        updateEdit.mutation.__.executeFx,
        async () => {
          throw new ApiError('beneficiaryEmail: not an e-mail', 200, 'VF', { responseCode: 'VF' });
        },
      ],
      [
        submitMutation.__.executeFx,
        async (input: { body: unknown; idempotencyKey: string }) => {
          calls.submits.push({ body: input.body, key: input.idempotencyKey });
          const answer = opts.submit?.();
          if (answer instanceof Error) throw answer;
          return {
            ...ok,
            batch: batch({ status: 'submitted' }),
            operationId: 7,
            approveType: 'none',
            approvalSentTo: '',
            availableApprovalMethods: ['none'],
          };
        },
      ],
      [summaryQuery.__.executeFx, async () => ({ ...ok, batch: batch({ status: 'submitted' }), counts: {} })],
      [outcomeWaitFx, async () => undefined],
      [outcomeNowFx, () => Date.parse('2026-05-02T10:00:00.000Z')],
      [outcomeHistoryFx, async () => ({ ...ok, transactions: { transaction: [] }, results: 0 })],
    ],
  });
}
const newCalls = (): Calls => ({ uploads: [], navigations: [], loads: [], removes: [], submits: [] });

t.test('spec 2 §5: no upload without a file, a batch name and an account', async (t) => {
  const calls = newCalls();
  const scope = scopeWith(calls);
  await allSettled(uploadSubmitted, { scope, params: file() });
  await allSettled(accountChosen, { scope, params: 300001 });
  await allSettled(uploadSubmitted, { scope, params: null });
  await allSettled(batchNameChanged, { scope, params: '  ' });
  await allSettled(uploadSubmitted, { scope, params: file() });
  t.equal(calls.uploads.length, 0);
});

t.test(
  'spec 2 §4: code 92 asks to confirm; confirmed, the same upload goes again with ignoreIdenticalBatch',
  async (t) => {
    const calls = newCalls();
    const scope = scopeWith(calls, { upload: (r) => (r.ignoreIdenticalBatch ? undefined : identical) });
    await allSettled(accountChosen, { scope, params: 300001 });
    await allSettled(batchNameChanged, { scope, params: ' May payouts ' });
    const chosen = file();
    await allSettled(uploadSubmitted, { scope, params: chosen });
    t.same(scope.getState($identical)?.batchId, 6, 'the identical batch id');
    t.equal(scope.getState($identical)?.confirmDate, '2026-05-01T10:00:00.000Z', 'its date');
    t.same(calls.navigations, [], 'not an error, and no batch yet');
    await allSettled(identicalConfirmed, { scope });
    t.equal(calls.uploads.length, 2);
    t.same(
      calls.uploads.map((u) => [u.accountId, u.batchName, u.file === chosen, u.ignoreIdenticalBatch ?? false]),
      [
        [300001, 'May payouts', true, false],
        [300001, 'May payouts', true, true],
      ],
    );
    t.equal(scope.getState($identical), null, 'the question is gone');
    t.same(calls.navigations, [{ to: '/transfer/mass/global?batchId=8' }], 'the new draft is named in the address');
  },
);

t.test(
  'the editor: loaded once per batch id; remove then restore show each answer; an edit error stays in place',
  async (t) => {
    const calls = newCalls();
    const scope = scopeWith(calls);
    await allSettled(GlobalBatchGate.open, { scope, params: { batchId: 7 } });
    t.same(calls.loads, [{ batchId: 7 }], 'one load for the batch of the address');
    t.equal(scope.getState($batch)?.count, 2);
    await allSettled(removeClicked, { scope, params: 2 });
    t.same(calls.removes, [{ batchId: 7, paymentId: 2 }]);
    t.equal(scope.getState($batch)?.payments[1]?.removed, true, 'the removed payment stays listed');
    t.equal(scope.getState($batch)?.count, 1);
    await allSettled(restoreClicked, { scope, params: 2 });
    t.equal(scope.getState($batch)?.payments[1]?.removed, false, 'restored');
    // an edit the server refuses: its message in the dialog (spec 2 §8: no popup), the batch unchanged
    await allSettled(editClicked, { scope, params: 1 });
    await allSettled(paymentSaved, { scope, params: { ...draftOf(payment(1)), beneficiaryEmail: 'x@example.com' } });
    t.same(scope.getState($editErrors).dialog, { text: 'beneficiaryEmail: not an e-mail' });
    t.equal(scope.getState($batch)?.payments[0]?.beneficiaryEmail, 'ana@example.com');
  },
);

t.test('submit moves money once per intent: the same batch reuses its key; the answer opens the summary', async (t) => {
  const calls = newCalls();
  let fail = true;
  const scope = scopeWith(calls, {
    submit: () => (fail ? new ApiError('accountId: insufficient funds', 200, 'VF', { responseCode: 'VF' }) : undefined),
  });
  await allSettled(GlobalBatchGate.open, { scope, params: { batchId: 7 } });
  await allSettled(submitClicked, { scope });
  t.same(scope.getState($submitError), { text: 'accountId: insufficient funds' }, 'a refusal shows by the button');
  fail = false;
  await allSettled(submitClicked, { scope });
  t.equal(calls.submits.length, 2);
  t.not(calls.submits[0]?.key, calls.submits[1]?.key, 'after a refusal, a new intent');
  t.same(calls.submits[1]?.body, { batchId: 7 });
  t.same(calls.navigations, [{ to: '/transfer/external/global-summary?batchId=7' }]);
  t.equal(scope.getState($batch)?.status, 'submitted');
});

t.test('an unknown outcome is sent again with the same key', async (t) => {
  const calls = newCalls();
  let tries = 0;
  const scope = scopeWith(calls, {
    submit: () => (++tries === 1 ? new TypeError('Failed to fetch') : undefined),
  });
  await allSettled(GlobalBatchGate.open, { scope, params: { batchId: 7 } });
  await allSettled(submitClicked, { scope });
  t.equal(calls.submits.length, 2);
  t.equal(calls.submits[0]?.key, calls.submits[1]?.key, 'the same Idempotency-Key');
  t.same(calls.navigations, [{ to: '/transfer/external/global-summary?batchId=7' }]);
});

t.test('the summary loads the batch of its address', async (t) => {
  const calls = newCalls();
  const scope = scopeWith(calls);
  await allSettled(GlobalSummaryGate.open, { scope, params: { batchId: 7 } });
  t.equal(scope.getState($summary)?.batch.status, 'submitted');
  await allSettled(GlobalSummaryGate.open, { scope, params: { batchId: null } });
  t.equal(scope.getState($summary), null, 'another address, not this batch');
});

t.test(
  'full update, fee side, a method forbidden and reject: each call with the batch, the answer shown',
  async (t) => {
    const sent: Record<string, unknown[]> = { all: [], fee: [], method: [], reject: [] };
    const answer = (name: string, b: GlobalPayBatch) => async (input: { body: unknown }) => (
      sent[name]?.push(input.body),
      { ...ok, batch: b, paymentMethods: [] }
    );
    const s = fork({
      handlers: [
        [batchQuery.__.executeFx, async () => ({ ...ok, batch: batch() })],
        [fullUpdateEdit.mutation.__.executeFx, answer('all', batch({ total: '130.00' }))],
        [feeEdit.mutation.__.executeFx, answer('fee', batch({ feeShare: 'beneficiary' }))],
        [
          methodEdit.mutation.__.executeFx,
          answer('method', batch({ paymentMethods: [{ name: 'wire', forbidden: true }] })),
        ],
        [rejectMutation.__.executeFx, answer('reject', batch({ status: 'rejected' }))],
        [accountListFx, async () => ({ ...ok, accounts: [] })],
        [sampleLinksQuery.__.executeFx, async () => ({ ...ok, links: [] })],
      ],
    });
    await allSettled(GlobalBatchGate.open, { scope: s, params: { batchId: 7 } });
    await allSettled(bulkStarted, { scope: s });
    await allSettled(bulkChanged, { scope: s, params: { paymentId: 2, field: 'amount', value: '30.00' } });
    await allSettled(bulkSaved, { scope: s });
    t.same(
      (sent.all?.[0] as { list: { paymentId: number; amount: string }[] }).list.map((r) => [r.paymentId, r.amount]),
      [
        [1, '100.00'],
        [2, '30.00'],
      ],
    );
    t.equal(s.getState($bulk), null, 'the table leaves its edit mode');
    t.equal(s.getState($batch)?.total, '130.00');
    await allSettled(feeShareChosen, { scope: s, params: 'beneficiary' });
    t.same(sent.fee, [{ batchId: 7, feeShare: 'beneficiary' }]);
    t.equal(s.getState($batch)?.feeShare, 'beneficiary');
    await allSettled(methodToggled, { scope: s, params: { method: 'wire', forbidden: true } });
    t.same(sent.method, [{ batchId: 7, method: 'wire', forbidden: true }]);
    await allSettled(rejectClicked, { scope: s });
    t.equal(s.getState($rejectAsked), true, 'reject asks first');
    t.same(sent.reject, []);
    await allSettled(rejectConfirmed, { scope: s });
    t.same(sent.reject, [{ batchId: 7 }], 'confirmed, it is sent');
    t.equal(s.getState($rejectAsked), false);
    t.equal(s.getState($batch)?.status, 'rejected');
    await allSettled(feeShareChosen, { scope: s, params: 'sender' });
    t.equal(sent.fee?.length, 1, 'a rejected batch is not edited');
  },
);
