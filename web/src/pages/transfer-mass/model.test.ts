import { type Account, ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import type { MoneyUploadSend } from '../../shared/api/index.ts';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $batch,
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
function scopeWith(answer: (send: Send, n: number) => Promise<unknown>) {
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
      [outcomeNowFx, () => 0],
      [outcomeHistoryFx, async () => ({ ...ok, transactions: { transaction: [] } })],
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
