import {
  type BatchTransferEntry,
  CLOSED_ACCOUNT_STATUS,
  type MassBatch,
  batchTransferListGet,
  type MassRowError,
  type MassSummary,
  externalMassTransfer,
  externalTransfersAvailableGet,
  massTransferForm,
  massTransferSampleLinksGet,
  p2pMassTransfer,
  transfersOf,
} from '@app/contracts';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $accounts,
  accountListQuery,
  accountsReloadRequested,
  isPaymentAccount,
} from '../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import { massMethodOf, offeredMass } from '../../entities/external-transfer/index.ts';
import { approvalStarted, settled } from '../../features/approve-transfer/index.ts';
import {
  type Message,
  type MoneyUploadSend,
  type UploadProgress,
  createApiQuery,
  createCallFx,
  createMoneyUploadMutation,
  errorMessageFor,
  newIdempotencyKey,
  readyOnceAnswered,
  serializeForm,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type OutcomeFound,
  type OutcomeLookupInput,
  clockSkewMs,
  createMoneyOutcome,
} from '../../shared/money-outcome/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';
import { type MassFlow, type MassKind, batchEnd, batchMatch, batchTypeOf, rowErrorsOf, uploadProblems } from './lib.ts';

/**
 * The mass transfer screens (spec 2 §2: /transfer/mass and its kinds, /transfer/external/mass/confirm,
 * /transfer/mass/p2p and its confirm step; §4 "Mass transfers: a preview call (summary only) comes first, then the
 * real submit"; §5 "Mass upload needs a file, a batch name and an account"; §6; §7; §9 sample links).
 *
 * One model for every page of the slice: the upload form, the preview (kept here, not in React state, so the confirm
 * page finds it after the route change) and the submit. Both calls are contracts `movesMoney` multipart calls: they
 * go through one money upload mutation (shared/api money-upload.ts: the form is serialised once, so a retry under
 * the same Idempotency-Key resends the same bytes) with upload progress. The preview uses a fresh key per click
 * (nothing moves); the submit has one key per intent, kept until its outcome is known, and its unknown outcomes are
 * checked by shared/money-outcome (the same key and bytes again). Every error shows on the page, not in the dialog.
 */

export const MassHubGate = createGate();
export const MassUploadGate = createGate<{ flow: MassFlow }>();
export const MassConfirmGate = createGate<{ flow: 'external' | 'p2p' }>();

export const sampleLinksQuery = createApiQuery(massTransferSampleLinksGet, { dialog: false });
export const availableQuery = createApiQuery(externalTransfersAvailableGet, { dialog: false });
export const massUpload = createMoneyUploadMutation(
  'massTransferUpload',
  { external: externalMassTransfer, p2p: p2pMassTransfer },
  { dialog: false },
);
type MassSend = MoneyUploadSend<'external' | 'p2p'>;

/** The batch being submitted (set when its body is built): where an unknown outcome is looked up. */
const $submitted = createStore<Pick<Draft, 'flow' | 'accountId' | 'batchName'> | null>(null, {
  serialize: 'ignore',
}).reset(sessionEnded);
export const batchListFx = createCallFx(batchTransferListGet, { dialog: false });
/**
 * A batch has no single history row (every payment is one), so an outcome still unknown after the retries under the
 * same key is looked up in the batch history (contracts batch-history.ts `batchTransferListGet`, searched by the batch
 * name): lib batchMatch finds it (name, type, account, made since the submit), batchEnd says what it means. Not found
 * (or the list failed): the outcome stays unknown, and "Check again" sends the same key and bytes once more.
 */
export const batchLookupFx = createEffect(
  async ({
    context,
    startedAt,
  }: OutcomeLookupInput<
    MassSend,
    Pick<Draft, 'flow' | 'accountId' | 'batchName'> | null
  >): Promise<OutcomeFound<BatchTransferEntry> | null> => {
    if (context === null) return null;
    const answer = await batchListFx({ body: { search: context.batchName, pageNumber: 1 } });
    const entry = batchMatch(transfersOf(answer.batchTransfer), {
      batchName: context.batchName,
      type: batchTypeOf(context.flow),
      accountId: context.accountId,
      startedAt,
      skewMs: clockSkewMs,
    });
    return entry ? { found: entry, end: batchEnd(entry) } : null;
  },
);
export const submitOutcome = createMoneyOutcome(massUpload.mutation, {
  findInHistory: () => null,
  context: $submitted,
  lookup: batchLookupFx,
});

// --- what is offered (spec 2 §6), for the hub and the upload pages
type AvailableRow = { type: string; permission: string; isAvailable: boolean };
const $available = createStore<AvailableRow[] | null>(null)
  .on(availableQuery.finished.success, (_, { result }) => result.transfers)
  .reset(sessionEnded);
export const $availableStatus = readyOnceAnswered(availableQuery);
export const $offered = combine(
  { available: $available, customer: $customer, isBusiness: $isBusiness },
  ({ available, customer, isBusiness }) =>
    offeredMass({ available: available ?? [], permissions: customer?.permissions, isBusiness }),
);
export const availableRetryClicked = createEvent();
sample({
  clock: [MassHubGate.open, MassUploadGate.open, availableRetryClicked],
  fn: () => ({ body: {} }),
  target: availableQuery.start,
});

// --- the sample files (spec 2 §7 "Mass sample links by type", §9)
export const $sampleLinks = createStore<{ type: string; fileName: string; url: string }[]>([])
  .on(sampleLinksQuery.finished.success, (_, { result }) => result.links)
  .reset(sessionEnded);
export const $sampleLinksStatus = readyOnceAnswered(sampleLinksQuery);
export const sampleRetryClicked = createEvent();
sample({ clock: [MassUploadGate.open, sampleRetryClicked], fn: () => ({ body: {} }), target: sampleLinksQuery.start });

// --- the accounts a batch may be paid from
export const $sources = $accounts.map((list) =>
  list.filter((a) => isPaymentAccount(a) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS),
);
/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $accountsStatus = readyOnceAnswered(accountListQuery);
export const accountsRetryClicked = createEvent();
sample({ clock: [MassUploadGate.open, accountsRetryClicked, settled], target: accountsReloadRequested });

// --- the upload form: one per kind page; another kind starts from an empty file and no errors
export const fileChanged = createEvent<File | null>();
export const batchNameChanged = createEvent<string>();
export const accountChanged = createEvent<number | null>();
export const modeChanged = createEvent<'text' | 'file'>();
export const textChanged = createEvent<string>();
export const previewClicked = createEvent();

export const $flow = createStore<MassFlow | null>(null).reset(sessionEnded);
const flowChanged = sample({
  clock: MassUploadGate.open,
  source: $flow,
  filter: (prev, { flow }) => prev !== flow,
  fn: (_, { flow }) => flow,
});
$flow.on(flowChanged, (_, f) => f);

export const $file = createStore<File | null>(null, { serialize: 'ignore' })
  .on(fileChanged, (_, f) => f)
  .reset(flowChanged, sessionEnded);
export const $batchName = createStore('')
  .on(batchNameChanged, (_, v) => v)
  .reset(sessionEnded);
export const $accountId = createStore<number | null>(null)
  .on(accountChanged, (_, v) => v)
  .reset(sessionEnded);
/** P2P rows are typed as text or given as a file (spec 2 §7 "mass transfer (text or file)"). */
export const $mode = createStore<'text' | 'file'>('text')
  .on(modeChanged, (_, v) => v)
  .reset(sessionEnded);
export const $text = createStore('')
  .on(textChanged, (_, v) => v)
  .reset(sessionEnded);
/** The user pressed Preview (valid or not): field errors show from then on. */
export const $attempted = createStore(false)
  .on(previewClicked, () => true)
  .reset(flowChanged, sessionEnded);

export const $problems = combine(
  { flow: $flow, file: $file, text: $text, mode: $mode, batchName: $batchName, accountId: $accountId },
  ({ flow, file, text, mode, batchName, accountId }) =>
    uploadProblems({
      file: file ?? undefined,
      text,
      mode: flow === 'p2p' ? mode : 'file',
      batchName,
      accountId: accountId ?? undefined,
    }),
);

/** What the preview was asked for; the confirm step submits the same (with onlySummary false). */
export interface Draft {
  flow: MassFlow;
  accountId: number;
  batchName: string;
  file: File | null;
  text: string | null;
}

/** A previewed batch: what the confirm page shows and submits. */
export interface Preview extends Draft {
  batchName: string;
  summary: MassSummary;
}

/** The form of a call, serialised once: every send of this intent puts these bytes on the wire. */
export const buildFx = createEffect(async ({ draft, onlySummary }: { draft: Draft; onlySummary: boolean }) => {
  const base = { accountId: draft.accountId, batchName: draft.batchName, onlySummary };
  const file = draft.file ? { blob: draft.file, fileName: draft.file.name } : undefined;
  const form =
    draft.flow === 'p2p'
      ? massTransferForm({ ...base, ...(draft.text !== null ? { text: draft.text } : {}) }, file)
      : massTransferForm({ ...base, method: massMethodOf[draft.flow] }, file);
  const send: MassSend = {
    call: draft.flow === 'p2p' ? 'p2p' : 'external',
    idempotencyKey: newIdempotencyKey(),
    body: await serializeForm(form),
  };
  return { draft, send };
});
const previewBuildFx = attach({ effect: buildFx });
const submitBuildFx = attach({ effect: buildFx });

/** The preview in flight: its draft and the params it was sent with (only its answer counts). */
const $previewSent = createStore<{ draft: Draft; send: MassSend } | null>(null, { serialize: 'ignore' }).reset(
  sessionEnded,
);
export const $previewing = createStore(false).reset(sessionEnded);
/** The upload progress of the call in flight (preview or submit). */
export const $progress = createStore<UploadProgress | null>(null)
  .on(massUpload.progressed, (_, p) => p)
  .reset(sessionEnded);

const previewAsked = sample({
  clock: previewClicked,
  source: {
    flow: $flow,
    file: $file,
    text: $text,
    mode: $mode,
    batchName: $batchName,
    accountId: $accountId,
    problems: $problems,
    busy: $previewing,
  },
  filter: (s) => s.flow !== null && s.accountId !== null && Object.keys(s.problems).length === 0 && !s.busy,
  fn: (s): { draft: Draft; onlySummary: boolean } => {
    const typed = s.flow === 'p2p' && s.mode === 'text';
    return {
      draft: {
        flow: s.flow as MassFlow,
        accountId: s.accountId as number,
        batchName: s.batchName.trim(),
        file: typed ? null : s.file,
        text: typed ? s.text : null,
      },
      onlySummary: true,
    };
  },
});
$previewing.on(previewAsked, () => true);
$progress.on(previewAsked, () => null);
sample({ clock: previewAsked, target: previewBuildFx });
sample({ clock: previewBuildFx.doneData, target: $previewSent });
sample({ clock: previewBuildFx.doneData, fn: (b) => b.send, target: massUpload.mutation.start });

const previewAnswered = sample({
  clock: massUpload.mutation.finished.success,
  source: $previewSent,
  filter: (sent, { params }) => sent !== null && sent.send === params,
  fn: (sent, { result }): Preview => ({
    ...(sent as { draft: Draft }).draft,
    batchName: result.batchName,
    summary: result.summary,
  }),
});
const previewFailed = sample({
  clock: massUpload.mutation.finished.failure,
  source: $previewSent,
  filter: (sent, { params }) => sent !== null && sent.send === params,
  fn: (_, { error }) => error,
});
$previewing.on([previewAnswered, previewFailed, previewBuildFx.fail], () => false);
$previewSent.on([previewAnswered, previewFailed], () => null);

/** Spec 2 §6/§7: "A file with bad rows shows row-level errors ... and nothing is sent". */
export const $rowErrors = createStore<MassRowError[] | null>(null)
  .on(previewAsked, () => null)
  .on(previewFailed, (_, error) => rowErrorsOf(error))
  .reset(flowChanged, sessionEnded);
export const $previewError = createStore<Message | null>(null)
  .on(previewAsked, () => null)
  .on(previewFailed, (_, error) => (rowErrorsOf(error) ? null : errorMessageFor(error)))
  .on(previewBuildFx.fail, () => ({ key: 'massTransfer.errors.fileUnreadable' }))
  .reset(flowChanged, sessionEnded);

/** The previewed batch, kept across the route change to its confirm page. */
export const $preview = createStore<Preview | null>(null, { serialize: 'ignore' })
  .on(previewAnswered, (_, p) => p)
  .reset(sessionEnded);

const confirmHref = (flow: MassFlow) =>
  flow === 'p2p' ? paths.transferMassP2pConfirm.getHref() : paths.transferExternalMassConfirm.getHref();
const uploadHref: Record<MassKind, string> = {
  wire: paths.transferMassWire.getHref(),
  eft: paths.transferMassEft.getHref(),
  oct: paths.transferMassOct.getHref(),
  digital: paths.transferMassDigital.getHref(),
};
export const uploadHrefOf = (flow: MassFlow): string =>
  flow === 'p2p' ? paths.transferMassP2p.getHref() : uploadHref[flow];

/** A new preview starts a new submit: its own key, a clean outcome. */
sample({ clock: previewAnswered, target: submitOutcome.reset });
sample({ clock: previewAnswered, fn: (p) => ({ to: confirmHref(p.flow) }), target: navigateFx });

// --- the confirm page: without a preview, back to the upload with a note
/** Set when a confirm page was opened without a preview of its kind; the upload page says so. */
export const $noPreviewNote = createStore(false).reset(
  previewAsked,
  MassHubGate.close,
  MassUploadGate.close,
  sessionEnded,
);
const confirmWithout = sample({
  clock: MassConfirmGate.open,
  source: { preview: $preview, flow: $flow },
  filter: ({ preview }, { flow }) => preview === null || (preview.flow === 'p2p') !== (flow === 'p2p'),
  fn: ({ flow: last }, { flow }) => ({
    to:
      flow === 'p2p'
        ? paths.transferMassP2p.getHref()
        : last !== null && last !== 'p2p'
          ? uploadHref[last]
          : paths.transferMass.getHref(),
    replace: true,
  }),
});
$noPreviewNote.on(confirmWithout, () => true);
sample({ clock: confirmWithout, target: navigateFx });

// --- the submit: one key and one serialised body per intent, kept until the outcome is known
export const confirmClicked = createEvent();
const $intent = createStore<{ preview: Preview; send: MassSend } | null>(null, { serialize: 'ignore' })
  .on([submitOutcome.answered, submitOutcome.refused, submitOutcome.found], () => null)
  .reset(sessionEnded);
export const $submitting = combine(submitOutcome.$busy, submitBuildFx.pending, (a, b) => a || b);
const confirmAsked = sample({
  clock: confirmClicked,
  source: { preview: $preview, intent: $intent, busy: $submitting, phase: submitOutcome.$phase },
  filter: ({ preview, busy, phase }) => preview !== null && !busy && phase !== 'paid',
});
sample({
  clock: confirmAsked,
  filter: ({ preview, intent }) => intent !== null && intent.preview === preview,
  fn: ({ intent }) => (intent as { send: MassSend }).send,
  target: submitOutcome.submit,
});
sample({
  clock: confirmAsked,
  filter: ({ preview, intent }) => !(intent !== null && intent.preview === preview),
  fn: ({ preview }) => ({ draft: preview as Draft, onlySummary: false }),
  target: submitBuildFx,
});
$progress.on(confirmAsked, () => null);
sample({
  clock: submitBuildFx.done,
  fn: ({ params, result }) => ({ preview: params.draft as Preview, send: result.send }),
  target: $intent,
});
$submitted.on(submitBuildFx.doneData, (_, { draft }) => ({
  flow: draft.flow,
  accountId: draft.accountId,
  batchName: draft.batchName,
}));
sample({ clock: submitBuildFx.doneData, fn: (b) => b.send, target: submitOutcome.submit });

/** The submitted batch (its id, status, whether it was already paid). */
export const $batch = createStore<MassBatch | null>(null)
  .on(submitOutcome.answered, (_, { result }) => result.batch ?? null)
  .reset(previewAnswered, sessionEnded);
/** The batch found in the batch history when its answer never came (its id; shared/money-outcome `found`). */
export const $foundBatch = createStore<BatchTransferEntry | null>(null)
  .on(submitOutcome.found, (_, f) => f.found)
  .reset(submitOutcome.reset, previewAnswered, sessionEnded);
/** A found batch is paid like an answered one: the balances reload. */
sample({ clock: submitOutcome.found, filter: (f) => f.end === 'paid', target: accountsReloadRequested });
/** A refusal on the first try: its rows (a balance that changed since the preview) or its message. */
export const $submitRowErrors = createStore<MassRowError[] | null>(null)
  .on(submitOutcome.refused, (_, r) => (r.checked ? null : rowErrorsOf(r.error)))
  .reset(confirmAsked, previewAnswered, sessionEnded);
export const $submitError = createStore<Message | null>(null)
  .on(submitOutcome.refused, (_, r) => (r.checked || rowErrorsOf(r.error) ? null : r.reason))
  .on(submitBuildFx.fail, () => ({ key: 'massTransfer.errors.fileUnreadable' }))
  .reset(confirmAsked, previewAnswered, sessionEnded);

/**
 * Spec 2 §4 "Approval": a batch waiting for its approval (status processing) hands the answer's approval fields to the
 * approval popups as a single submit does: `operationId` is the transaction to approve (contracts README "Mass
 * transfers": approving it with transferApprove pays every row at once; the fakes answer the batch's first row), never
 * the batch id. Its account is where an approval whose answer is lost is looked up (that transaction's row); a batch
 * has no one amount, so none is given. A repeated batch (already paid) asks for nothing.
 */
sample({
  clock: submitOutcome.answered,
  source: $submitted,
  filter: (_, { result }) =>
    result.batch !== undefined && result.batch.status === 'processing' && result.batch.approveType !== 'none',
  fn: (submitted, { result }) => {
    const batch = result.batch as MassBatch;
    return {
      operationId: batch.operationId,
      transactionId: batch.operationId,
      approveType: batch.approveType,
      approvalSentTo: batch.approvalSentTo,
      source: submitted ? { accountId: submitted.accountId } : undefined,
    };
  },
  target: approvalStarted,
});
/** How the approval of a batch waiting for it ended (the popups' outcome): the page says the batch's state. */
export const $approvalEnd = createStore<'completed' | 'rejected' | 'failed' | null>(null)
  .on(
    sample({
      clock: settled,
      source: $batch,
      filter: (batch) => batch !== null && batch.status === 'processing',
      fn: (_, outcome) => outcome,
    }),
    (_, outcome) => outcome,
  )
  .reset(confirmAsked, previewAnswered, sessionEnded);
/** Money left: the balances reload. */
sample({ clock: submitOutcome.answered, target: accountsReloadRequested });

/** A paid batch is done: leaving its confirm page forgets it and the file (a new batch starts clean). */
const paidLeft = sample({
  clock: MassConfirmGate.close,
  source: submitOutcome.$phase,
  filter: (phase) => phase === 'paid' || phase === 'notPaid',
});
$preview.reset(sample({ clock: paidLeft, filter: (phase) => phase === 'paid' }));
$file.reset(sample({ clock: paidLeft, filter: (phase) => phase === 'paid' }));
sample({ clock: paidLeft, target: submitOutcome.reset });
