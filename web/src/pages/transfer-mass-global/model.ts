import {
  ApiError,
  type GlobalFeeShare,
  type GlobalPayBatch,
  type GlobalReceiveMethod,
  type MassRowError,
  globalPayBatchDetailsGet,
  globalPayBatchGet,
  globalPayBatchReject,
  globalPayBatchSubmit,
  globalPayBatchUpload,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalPayPaymentAdd,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayPaymentUpdate,
  globalPayRefusal,
  globalPayUploadForm,
  identicalBatchOf,
  massTransferSampleLinksGet,
  massUploadMissing,
  uploadOutcome,
} from '@app/contracts';
import { createMutation } from '@farfetched/core';
import { type Event, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type Gate, createGate } from 'effector-react';
import { $accounts, accountsReloadRequested, isClosedAccount, isPaymentAccount } from '../../entities/account/index.ts';
import {
  type Message,
  type UploadProgress,
  createApiMutation,
  createApiQuery,
  createKeyedMutation,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
  sendMultipart,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';
import { type PaymentDraft, changedFields, draftOf, fullUpdateList, paymentDataOf } from './lib.ts';

/**
 * The sender's global pay batch (spec 2 §3 "Global pay batch", "Batch upload response"; §4 "Global pay batch
 * lifecycle"; §7 "Global pay batch"; spec 3 §4 "Batch upload", §7 "Batch actions"): /transfer/mass/global uploads a
 * file into a draft batch (?batchId= names it from then on, so a reload keeps it), edits it and submits or rejects it;
 * /transfer/external/global-summary?batchId= shows the submitted batch.
 *
 * Spec 2 §8: global pay calls skip the automatic error popup: every call here is `dialog: false` and its error shows
 * where it happened (the upload form, the payment's row, the dialog, the submit button). Code 92 is not an error: it
 * asks to confirm the identical batch, then the same upload goes again with ignoreIdenticalBatch.
 */

export const GlobalBatchGate = createGate<{ batchId: number | null }>();
export const GlobalSummaryGate = createGate<{ batchId: number | null }>();

const batchHref = (batchId: number) => `${paths.transferMassGlobal.getHref()}?batchId=${String(batchId)}`;
export const summaryHref = (batchId: number) =>
  `${paths.transferExternalGlobalSummary.getHref()}?batchId=${String(batchId)}`;

/** Where to pay from: open payment accounts. */
export const $sources = $accounts.map((list) => list.filter((a) => isPaymentAccount(a) && !isClosedAccount(a)));

// --- the sample file (spec 2 §7 "Mass sample links by type: ... globalPay") ----------------------------------
export const sampleLinksQuery = createApiQuery(massTransferSampleLinksGet, { dialog: false });
export const $sampleLink = sampleLinksQuery.$data.map(
  (data) => data?.links.find((l) => l.type === 'globalPay') ?? null,
);

// --- upload ---------------------------------------------------------------------------------------------------
export interface UploadRequest {
  accountId: number;
  batchName: string;
  file: File;
  ignoreIdenticalBatch?: boolean;
}
export type UploadResult =
  | { kind: 'uploaded'; batchId: number }
  | { kind: 'confirm'; batchId: number; confirmDate: string }
  | { kind: 'failed'; error: Message; rowErrors: MassRowError[] }
  | { kind: 'canceled' };

export const accountChosen = createEvent<number | null>();
export const batchNameChanged = createEvent<string>();
/** Upload pressed with the file chosen (or none): the form's checks first (spec 2 §5). */
export const uploadSubmitted = createEvent<File | null>();
export const uploadCanceled = createEvent();
/** Spec 2 §4 code 92: the user confirms the identical batch (upload again with ignoreIdenticalBatch) or not. */
export const identicalConfirmed = createEvent();
export const identicalDismissed = createEvent();

export const $accountId = createStore<number | null>(null)
  .on(accountChosen, (_, id) => id)
  .reset(sessionEnded);
export const $batchName = createStore('')
  .on(batchNameChanged, (_, v) => v)
  .reset(sessionEnded);
/** Upload was pressed: the form shows what is missing from then on. */
export const $uploadTouched = createStore(false)
  .on(uploadSubmitted, () => true)
  .reset(sessionEnded);

const progressed = createEvent<UploadProgress>();
const controllerMade = createEvent<AbortController>();

/** One upload through XMLHttpRequest (fetch cannot report progress); not a money call: it makes a draft. */
export const sendUploadFx = createEffect(
  ({
    request,
    signal,
    onProgress,
  }: {
    request: UploadRequest;
    signal: AbortSignal;
    onProgress: (p: UploadProgress) => void;
  }) =>
    sendMultipart(
      globalPayBatchUpload,
      globalPayUploadForm(
        {
          accountId: request.accountId,
          batchName: request.batchName,
          ...(request.ignoreIdenticalBatch ? { ignoreIdenticalBatch: true } : {}),
        },
        { blob: request.file, fileName: request.file.name },
      ),
      { signal, onProgress },
    ),
);

/** The upload's answer read: 00 uploaded, 92 to confirm (spec 2 §4), anything else failed (in the form). */
export const uploadFx = createEffect(async (request: UploadRequest): Promise<UploadResult> => {
  const report = scopeBind(progressed, { safe: true });
  const controller = new AbortController();
  scopeBind(controllerMade, { safe: true })(controller);
  try {
    const answer = await sendUploadFx({ request, signal: controller.signal, onProgress: report });
    report({ loaded: request.file.size, total: request.file.size });
    return { kind: 'uploaded', batchId: answer.batchId };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'canceled' };
    if (error instanceof ApiError) {
      const identical = identicalBatchOf(error.body);
      if (identical && uploadOutcome(error.responseCode) === 'confirm') return { kind: 'confirm', ...identical };
      const refusal = globalPayRefusal.safeParse(error.body);
      return {
        kind: 'failed',
        error: errorMessageFor(error),
        rowErrors: refusal.success ? refusal.data.rowErrors : [],
      };
    }
    return { kind: 'failed', error: errorMessageFor(error), rowErrors: [] };
  }
});
export const uploadMutation = createMutation({ name: globalPayBatchUpload.id, effect: uploadFx });

export const $uploading = uploadMutation.$pending;
export const $uploadProgress = createStore<UploadProgress | null>(null)
  .on(uploadMutation.start, (_, r) => ({ loaded: 0, total: r.file.size }))
  .on(progressed, (_, p) => p)
  .on(uploadMutation.finished.finally, () => null)
  .reset(sessionEnded);
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' })
  .on(controllerMade, (_, c) => c)
  .on(uploadMutation.finished.finally, () => null)
  .reset(sessionEnded);
const uploaded = uploadMutation.finished.success.map(({ params, result }) => ({ params, result }));

/** A failed upload as the user reads it, and its bad rows (spec 2 §3 row errors), shown in the form. */
export const $uploadError = createStore<{ error: Message; rowErrors: MassRowError[] } | null>(null)
  .on(uploadMutation.start, () => null)
  .on(uploaded, (s, { result }) =>
    result.kind === 'failed' ? { error: result.error, rowErrors: result.rowErrors } : s,
  )
  .reset(sessionEnded);
export const $uploadCanceled = createStore(false)
  .on(uploadMutation.start, () => false)
  .on(uploaded, (_, { result }) => result.kind === 'canceled')
  .reset(sessionEnded);
/** Code 92 (spec 2 §4): the identical batch's id and date, and the upload to send again when confirmed. */
export const $identical = createStore<{ batchId: number; confirmDate: string; request: UploadRequest } | null>(null, {
  serialize: 'ignore',
})
  .on(uploaded, (s, { params, result }) =>
    result.kind === 'confirm' ? { batchId: result.batchId, confirmDate: result.confirmDate, request: params } : s,
  )
  .reset(identicalDismissed, uploadMutation.start, sessionEnded);

sample({
  clock: uploadSubmitted,
  source: { accountId: $accountId, batchName: $batchName, busy: $uploading },
  filter: ({ accountId, batchName, busy }, file) =>
    !busy && massUploadMissing({ file: file ?? undefined, batchName, accountId: accountId ?? undefined }).length === 0,
  fn: ({ accountId, batchName }, file): UploadRequest => ({
    accountId: accountId as number,
    batchName: batchName.trim(),
    file: file as File,
  }),
  target: uploadMutation.start,
});
sample({
  clock: identicalConfirmed,
  source: $identical,
  filter: Boolean,
  fn: (identical): UploadRequest => ({ ...identical.request, ignoreIdenticalBatch: true }),
  target: uploadMutation.start,
});
const abortFx = createEffect((c: AbortController) => c.abort());
sample({ clock: uploadCanceled, source: $controller, filter: Boolean, target: abortFx });
/** A new draft: the address names it (?batchId=), and the editor loads it from there. */
sample({
  clock: uploaded,
  filter: ({ result }) => result.kind === 'uploaded',
  fn: ({ result }) => ({ to: batchHref((result as { batchId: number }).batchId) }),
  target: navigateFx,
});
/** A new draft clears the upload form for the next batch. */
$batchName.on(uploaded, (name, { result }) => (result.kind === 'uploaded' ? '' : name));
$uploadTouched.on(uploaded, (t, { result }) => (result.kind === 'uploaded' ? false : t));

// --- the batch (editor) -----------------------------------------------------------------------------------------
export const batchQuery = createApiQuery(globalPayBatchGet, { dialog: false });
export const batchRetried = createEvent();

/**
 * The batch id a page's address names (?batchId=), once per new id while the page is open: useGate opens with its
 * props and sets them again, and the address may change under an open page (a new upload). The same id again does
 * not load again; a closed page forgets it.
 */
function batchIdAsked(gate: Gate<{ batchId: number | null }>) {
  const $asked = createStore<number | null>(null).reset(gate.close, sessionEnded);
  // a closing page's state goes back to {}: no id, nothing asked
  const propsSeen = sample({ clock: [gate.open, gate.state.updates], fn: (props) => props.batchId ?? null });
  const asked = sample({
    clock: propsSeen,
    source: $asked,
    filter: (before, id): id is number => id !== null && id !== before,
    fn: (_, id) => id as number,
  });
  const cleared = sample({ clock: propsSeen, filter: (id) => id === null });
  $asked.on(asked, (_, id) => id).reset(cleared);
  return { asked, $asked, cleared };
}

const batchPage = batchIdAsked(GlobalBatchGate);
const wanted = batchPage.asked;
const $requested = batchPage.$asked;
sample({
  clock: [wanted, sample({ clock: batchRetried, source: $requested, filter: Boolean })],
  fn: (batchId) => ({ body: { batchId } }),
  target: batchQuery.start,
});
sample({ clock: GlobalBatchGate.open, target: accountsReloadRequested });
sample({
  clock: [GlobalBatchGate.open, GlobalSummaryGate.open],
  source: sampleLinksQuery.$data,
  filter: (data) => data === null,
  fn: () => undefined,
  target: sampleLinksQuery.start,
});

/** The batch shown: the latest answer, of the load or of an edit (every edit answers the whole batch). */
export const $batch = createStore<GlobalPayBatch | null>(null)
  .on(batchQuery.finished.success, (_, { result }) => result.batch)
  .on(wanted, (b, id) => (b?.batchId === id ? b : null))
  .reset(GlobalBatchGate.close, sessionEnded);
$batch.reset(batchPage.cleared);
export const $batchStatus = combine(batchQuery.$loadStatus, $batch, (status, batch) =>
  batch !== null ? 'ready' : status,
);
export const $batchError = batchQuery.$message;

// edits: each call keyed by what it is about, so its error shows there (spec 2 §8: no popup)
const row = (id: number) => `row:${String(id)}`;
export const removeEdit = createKeyedMutation(globalPayPaymentRemove, {
  dialog: false,
  key: ({ body }) => row(body.paymentId),
});
export const restoreEdit = createKeyedMutation(globalPayPaymentRestore, {
  dialog: false,
  key: ({ body }) => row(body.paymentId),
});
export const updateEdit = createKeyedMutation(globalPayPaymentUpdate, { dialog: false, key: () => 'dialog' });
export const addEdit = createKeyedMutation(globalPayPaymentAdd, { dialog: false, key: () => 'dialog' });
export const fullUpdateEdit = createKeyedMutation(globalPayPaymentFullUpdate, { dialog: false, key: () => 'all' });
export const feeEdit = createKeyedMutation(globalPayFeeShareSet, { dialog: false, key: () => 'fee' });
export const methodEdit = createKeyedMutation(globalPayMethodForbiddenSet, {
  dialog: false,
  key: ({ body }) => `method:${body.method}`,
});
const edits = [removeEdit, restoreEdit, updateEdit, addEdit, fullUpdateEdit, feeEdit, methodEdit] as const;

/** Every edit's answer holds the whole batch. */
const editAnswered = sample({
  clock: edits.map((e) => e.succeeded.map(({ result }): GlobalPayBatch => result.batch)),
});
$batch.on(editAnswered, (_, batch) => batch);

/** One edit at a time: every answer is the whole batch, so the one shown is always the newest. */
export const $editing = combine(edits.map((e) => e.$pendingKeys)).map((lists) => lists.some((l) => l.length > 0));
/** The error of each place (`row:<id>`, `dialog`, `all`, `fee`, `method:<name>`), as the user reads it. */
export const $editErrors = combine(edits.map((e) => e.$errors)).map(
  (all) => Object.assign({}, ...all) as Readonly<Record<string, Message>>,
);

export const removeClicked = createEvent<number>();
export const restoreClicked = createEvent<number>();
export const feeShareChosen = createEvent<GlobalFeeShare>();
export const methodToggled = createEvent<{ method: GlobalReceiveMethod; forbidden: boolean }>();

export const $batchId = $batch.map((b) => b?.batchId ?? null);
const $draftId = $batch.map((b) => (b?.status === 'draft' ? b.batchId : null));
const whenDraft = <T>(clock: Event<T>) =>
  sample({
    clock,
    source: { batchId: $draftId, editing: $editing },
    filter: ({ batchId, editing }) => batchId !== null && !editing,
    fn: ({ batchId }, value) => ({ batchId: batchId as number, value }),
  });

sample({
  clock: whenDraft(removeClicked),
  fn: ({ batchId, value }) => ({ body: { batchId, paymentId: value } }),
  target: removeEdit.start,
});
sample({
  clock: whenDraft(restoreClicked),
  fn: ({ batchId, value }) => ({ body: { batchId, paymentId: value } }),
  target: restoreEdit.start,
});
sample({
  clock: whenDraft(feeShareChosen),
  fn: ({ batchId, value }) => ({ body: { batchId, feeShare: value } }),
  target: feeEdit.start,
});
sample({
  clock: whenDraft(methodToggled),
  fn: ({ batchId, value }) => ({ body: { batchId, method: value.method, forbidden: value.forbidden } }),
  target: methodEdit.start,
});

// the payment dialog: add, or edit one payment (update: only what changed)
export type PaymentDialog = { kind: 'add' } | { kind: 'edit'; paymentId: number };
export const addClicked = createEvent();
export const editClicked = createEvent<number>();
export const paymentDialogClosed = createEvent();
export const paymentSaved = createEvent<PaymentDraft>();
export const $paymentDialog = createStore<PaymentDialog | null>(null)
  .on(addClicked, () => ({ kind: 'add' }))
  .on(editClicked, (_, paymentId) => ({ kind: 'edit', paymentId }))
  .on([addEdit.succeeded, updateEdit.succeeded], () => null)
  .reset(paymentDialogClosed, GlobalBatchGate.close, sessionEnded);
sample({ clock: [addClicked, editClicked, paymentDialogClosed], fn: () => 'dialog', target: addEdit.errorCleared });
sample({ clock: [addClicked, editClicked, paymentDialogClosed], fn: () => 'dialog', target: updateEdit.errorCleared });

const saved = whenDraft(paymentSaved);
const savedWith = sample({
  clock: saved,
  source: { dialog: $paymentDialog, batch: $batch },
  filter: ({ dialog }) => dialog !== null,
  fn: ({ dialog, batch }, { batchId, value }) => ({
    dialog: dialog as PaymentDialog,
    batchId,
    draft: value,
    payment: dialog?.kind === 'edit' ? (batch?.payments.find((p) => p.id === dialog.paymentId) ?? null) : null,
  }),
});
sample({
  clock: savedWith,
  filter: ({ dialog }) => dialog.kind === 'add',
  fn: ({ batchId, draft }) => ({ body: { batchId, paymentData: paymentDataOf(draft) } }),
  target: addEdit.start,
});
const updated = sample({
  clock: savedWith,
  filter: ({ dialog, payment }) => dialog.kind === 'edit' && payment !== null,
  fn: ({ batchId, draft, payment }) => {
    const p = payment as NonNullable<typeof payment>;
    return { batchId, paymentId: p.id, changes: changedFields(draftOf(p), draft) };
  },
});
sample({
  clock: updated,
  filter: ({ changes }) => changes !== null,
  fn: ({ batchId, paymentId, changes }) => ({ body: { batchId, paymentId, paymentData: changes ?? {} } }),
  target: updateEdit.start,
});
/** Nothing changed: nothing to send, the dialog closes. */
sample({ clock: updated, filter: ({ changes }) => changes === null, target: paymentDialogClosed });

// every amount and description at once (spec 2 §4 "full update")
export const bulkStarted = createEvent();
export const bulkCanceled = createEvent();
export const bulkChanged = createEvent<{ paymentId: number; field: 'amount' | 'description'; value: string }>();
export const bulkSaved = createEvent();
export const $bulk = createStore<Readonly<Record<number, { amount?: string; description?: string }>> | null>(null)
  .on(bulkStarted, () => ({}))
  .on(bulkChanged, (edits, { paymentId, field, value }) =>
    edits ? { ...edits, [paymentId]: { ...edits[paymentId], [field]: value } } : edits,
  )
  .on(fullUpdateEdit.succeeded, () => null)
  .reset(bulkCanceled, GlobalBatchGate.close, sessionEnded);
sample({ clock: [bulkStarted, bulkCanceled], fn: () => 'all', target: fullUpdateEdit.errorCleared });
sample({
  clock: whenDraft(bulkSaved),
  source: { batch: $batch, edits: $bulk },
  filter: ({ batch, edits }) => batch !== null && edits !== null,
  fn: ({ batch, edits }, { batchId }) => ({
    body: { batchId, list: fullUpdateList((batch as GlobalPayBatch).payments, edits ?? {}) },
  }),
  target: fullUpdateEdit.start,
});

// --- submit (money: Idempotency-Key, unknown outcomes checked) and reject ------------------------------------
export const submitMutation = createMoneyMutation(globalPayBatchSubmit, { dialog: false });
/**
 * An unknown outcome is checked with the same key, then in the account's history: the fakes write one row per
 * payment (its amount) on submit, so the probe is the first payment not removed.
 */
export const submitOutcome = createMoneyOutcome(submitMutation, {
  context: $batch,
  findInHistory: (_, batch) => {
    const first = batch?.payments.find((p) => !p.removed);
    return batch && first ? { accountId: batch.accountId, amount: first.amount } : null;
  },
});
export const submitClicked = createEvent();
/** One intent per batch: the same batch sent again (a double click, after a lost answer) reuses its key. */
const $intent = createStore<{ batchId: number; key: string } | null>(null)
  .on(submitOutcome.refused, () => null)
  .reset(sessionEnded);
const asked = sample({
  clock: submitClicked,
  source: { batchId: $draftId, intent: $intent, busy: submitOutcome.$busy, editing: $editing },
  filter: ({ batchId, busy, editing }) => batchId !== null && !busy && !editing,
  fn: ({ batchId, intent }) => {
    const id = batchId as number;
    return { batchId: id, key: intent?.batchId === id ? intent.key : newIdempotencyKey() };
  },
});
sample({ clock: asked, target: $intent });
sample({
  clock: asked,
  fn: ({ batchId, key }) => ({ body: { batchId }, idempotencyKey: key }),
  target: submitOutcome.submit,
});
export const $submitting = submitOutcome.$busy;
/** A refusal on the first try shows by the button; after a check the outcome block says it. */
export const $submitError = createStore<Message | null>(null)
  .on(submitMutation.start, () => null)
  .on(submitOutcome.refused, (_, r) => (r.checked ? null : r.reason))
  .reset(GlobalBatchGate.close, sessionEnded);
$batch.on(submitOutcome.answered, (_, { result }) => result.batch);
/** Submitted (its answer, or its rows found in history): the summary of the batch. */
sample({
  clock: [
    submitOutcome.answered.map(({ params }) => params.body.batchId),
    sample({ clock: submitOutcome.foundInHistory, filter: (f) => f.end === 'paid', fn: (f) => f.params.body.batchId }),
  ],
  fn: (batchId) => ({ to: summaryHref(batchId) }),
  target: navigateFx,
});
sample({
  clock: GlobalBatchGate.close,
  source: submitOutcome.$phase,
  filter: (phase) => phase === 'paid' || phase === 'notPaid',
  target: submitOutcome.reset,
});

export const rejectMutation = createApiMutation(globalPayBatchReject, { dialog: false });
export const rejectClicked = createEvent();
export const rejectCanceled = createEvent();
export const rejectConfirmed = createEvent();
export const $rejectAsked = createStore(false)
  .on(rejectClicked, () => true)
  .on(rejectMutation.finished.success, () => false)
  .reset(rejectCanceled, GlobalBatchGate.close, sessionEnded);
export const $rejecting = rejectMutation.$pending;
export const $rejectError = createStore<Message | null>(null)
  .on(rejectMutation.start, () => null)
  .on(rejectMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(rejectClicked, rejectCanceled, GlobalBatchGate.close, sessionEnded);
$batch.on(rejectMutation.finished.success, (_, { result }) => result.batch);
sample({
  clock: rejectConfirmed,
  source: { batchId: $draftId, busy: $rejecting },
  filter: ({ batchId, busy }) => batchId !== null && !busy,
  fn: ({ batchId }) => ({ body: { batchId: batchId as number } }),
  target: rejectMutation.start,
});

/** Another batch: back to the upload form (the address without ?batchId=). */
export const newBatchClicked = createEvent();
sample({ clock: newBatchClicked, fn: () => ({ to: paths.transferMassGlobal.getHref() }), target: navigateFx });

// --- the summary ------------------------------------------------------------------------------------------------
export const summaryQuery = createApiQuery(globalPayBatchDetailsGet, { dialog: false });
export const summaryRefreshed = createEvent();
const summaryPage = batchIdAsked(GlobalSummaryGate);
const $summaryId = summaryPage.$asked;
sample({
  clock: [summaryPage.asked, sample({ clock: summaryRefreshed, source: $summaryId, filter: Boolean })],
  fn: (batchId) => ({ body: { batchId } }),
  target: summaryQuery.start,
});
/** The summary's batch, only for the id asked (an answer for another batch is not shown). */
export const $summary = combine(summaryQuery.$data, $summaryId, (data, id) =>
  data && data.batch.batchId === id ? data : null,
);
export const $summaryStatus = combine(summaryQuery.$loadStatus, $summary, (status, s) =>
  s !== null && status === 'loading' ? 'ready' : status,
);
export const $summaryError = summaryQuery.$message;
export const $summaryBusy = summaryQuery.$pending;
