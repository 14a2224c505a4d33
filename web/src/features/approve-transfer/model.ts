import { approvalCodeResend, transferApprove, transferRetry } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import {
  type Message,
  createApiMutation,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type Outcome, approvalStepFor, approveProblem, outcomeOf } from './lib.ts';

/**
 * The approval popups of a submitted transfer, for every transfer kind (own, P2P, card load now; wire,
 * eft, mass... later): a page hands its submit answer to `approvalStarted` and listens to `settled`.
 */
export interface SubmitAnswer {
  operationId: number;
  transactionId: number;
  approveType: string;
  approvalSentTo: string;
  /**
   * the account the money leaves and the amount (its history row's): where an unknown outcome is looked up. A mass
   * batch has no one amount: without it an approval is still found by its transaction, a retry is not looked up.
   */
  source?: { accountId: number; amount?: string | undefined } | undefined;
}

export type Step = 'code' | 'push' | 'success' | 'rejected' | 'failed';

export interface ApprovalState {
  operationId: number;
  approveType: string;
  sentTo: string;
  step: Step;
  source?: SubmitAnswer['source'];
}

/** Approve and retry move money (each with its intent's Idempotency-Key); errors show in the popup. */
export const approveMutation = createMoneyMutation(transferApprove, { dialog: false });
export const resendMutation = createApiMutation(approvalCodeResend, { dialog: false });
export const retryMutation = createMoneyMutation(transferRetry, { dialog: false });

/**
 * Their unknown outcomes are checked like a submit's (shared/api money-outcome.ts): the same key again, then the
 * source account's history. An approval is found by its transaction: completed is approved, rejected is not, and
 * one still processing is not known to be approved. A retry is a new transaction of the same amount (not the
 * rejected one); one found still processing cannot be approved from here, so it stays unknown too.
 */
const $source = createStore<SubmitAnswer['source'] | null>(null, { serialize: 'ignore' }).reset(sessionEnded);
export const approveOutcome = createMoneyOutcome(approveMutation, {
  context: $source,
  findInHistory: ({ body }, source) =>
    source ? { accountId: source.accountId, transactionId: body.trxid, processing: 'unknown' } : null,
});
export const retryOutcome = createMoneyOutcome(retryMutation, {
  context: $source,
  findInHistory: ({ body }, source) =>
    source?.amount !== undefined
      ? { accountId: source.accountId, amount: source.amount, notTransactionId: body.trxid, processing: 'unknown' }
      : null,
});

export const approvalStarted = createEvent<SubmitAnswer>();
export const codeSubmitted = createEvent<string>();
export const resendClicked = createEvent();
export const retryClicked = createEvent();
export const closed = createEvent();
export const realtimeReceived = createEvent<{ type: string; transactionId: unknown }>();
/** The transfer reached an outcome: pages reload balances. */
export const settled = createEvent<Outcome>();

export const $approval = createStore<ApprovalState | null>(null)
  .on(approvalStarted, (_, a) => {
    const step = approvalStepFor(a.approveType);
    return { operationId: a.operationId, approveType: a.approveType, sentTo: a.approvalSentTo, step };
  })
  .on(approveOutcome.answered, (s) => (s ? { ...s, step: 'success' } : s))
  .on(settled, (s, outcome) =>
    s ? { ...s, step: outcome === 'completed' ? 'success' : outcome === 'rejected' ? 'rejected' : 'failed' } : s,
  )
  .reset([closed, sessionEnded]);

/** An error of the code popup (wrong code, no operation id); it keeps the code typed. */
export const $approvalError = createStore<Message | null>(null)
  .on([approvalStarted, approveMutation.start, closed], () => null)
  .on(resendMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .on([approveOutcome.refused, retryOutcome.refused], (_, r) => r.reason)
  .reset(sessionEnded);
$source.on(approvalStarted, (_, a) => a.source ?? null);
export const $resent = createStore(false)
  .on(resendMutation.finished.success, () => true)
  .reset([approvalStarted, closed, sessionEnded]);
export const $approvalBusy = sample({
  source: [approveOutcome.$busy, resendMutation.$pending, retryOutcome.$busy],
  fn: (list) => list.some(Boolean),
});

/** The last code tried and its key: the same code sent again (after a timeout) is the same intent. */
const $attempt = createStore<{ operationId: number; code: string; key: string } | null>(null).reset([
  approvalStarted,
  closed,
  sessionEnded,
]);
/** One retry intent per rejected transaction. */
const $retryKey = createStore<{ trxid: number; key: string } | null>(null).reset(sessionEnded);

const noOperation = createEvent();
$approvalError.on(noOperation, () => ({ key: 'transaction.noOperationId' }));

const approveAsked = sample({
  clock: codeSubmitted,
  source: { approval: $approval, attempt: $attempt },
  filter: ({ approval }) => approval !== null && approval.step === 'code',
  fn: ({ approval, attempt }, code) => {
    const operationId = (approval as ApprovalState).operationId;
    const same = attempt && attempt.operationId === operationId && attempt.code === code;
    return { operationId, code: code.trim(), key: same ? attempt.key : newIdempotencyKey() };
  },
});
sample({ clock: approveAsked, filter: (a) => approveProblem(a.operationId) !== null, target: noOperation });
const approveOk = sample({ clock: approveAsked, filter: (a) => approveProblem(a.operationId) === null });
sample({ clock: approveOk, target: $attempt });
sample({
  clock: approveOk,
  fn: (a) => ({ body: { trxid: a.operationId, approvalCode: a.code }, idempotencyKey: a.key }),
  target: approveOutcome.submit,
});
sample({ clock: approveOutcome.answered, fn: (): Outcome => 'completed', target: settled });
/** No answer ever came, and the history decided (completed, or rejected) */
sample({
  clock: [approveOutcome.foundInHistory, retryOutcome.foundInHistory],
  filter: (f) => f.end !== 'unknown',
  fn: (f): Outcome => (f.end === 'paid' ? 'completed' : 'rejected'),
  target: settled,
});
/** A new transaction to approve starts from clean outcomes. */
sample({ clock: approvalStarted, target: [approveOutcome.reset, retryOutcome.reset] });

sample({
  clock: resendClicked,
  source: $approval,
  filter: (a: ApprovalState | null): a is ApprovalState => a !== null,
  fn: (a: ApprovalState) => ({ body: { trxid: a.operationId } }),
  target: resendMutation.start,
});

const retryAsked = sample({
  clock: retryClicked,
  source: { approval: $approval, retry: $retryKey },
  filter: ({ approval }) => approval !== null && (approval.step === 'rejected' || approval.step === 'failed'),
  fn: ({ approval, retry }) => {
    const trxid = (approval as ApprovalState).operationId;
    return { trxid, key: retry?.trxid === trxid ? retry.key : newIdempotencyKey() };
  },
});
sample({ clock: retryAsked, target: $retryKey });
sample({
  clock: retryAsked,
  fn: (r) => ({ body: { trxid: r.trxid }, idempotencyKey: r.key }),
  target: retryOutcome.submit,
});
/** The retried transaction is approved like the first: the same account and amount */
sample({
  clock: retryOutcome.answered,
  source: $source,
  fn: (source, { result }): SubmitAnswer => ({ ...result, source: source ?? undefined }),
  target: approvalStarted,
});
sample({
  clock: approvalStarted,
  filter: (a) => approvalStepFor(a.approveType) === 'success',
  fn: (): Outcome => 'completed',
  target: settled,
});

/** Spec 3 §4: an event about the transfer waiting here closes the confirmation and shows the result. */
sample({
  clock: realtimeReceived,
  source: $approval,
  filter: (a, e) =>
    a !== null &&
    (a.step === 'push' || a.step === 'code') &&
    e.transactionId === a.operationId &&
    outcomeOf(e.type) !== null,
  fn: (_, e) => outcomeOf(e.type) as Outcome,
  target: settled,
});
