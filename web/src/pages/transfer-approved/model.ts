import {
  type TransactionRequest,
  businessTransactionConfirm,
  massTransactionRequestApprove,
  transactionRequestApprove,
  transactionRequestListGet,
} from '@app/contracts';
import type { Mutation } from '@farfetched/core';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $accessInfo, $isBusiness } from '../../entities/customer/index.ts';
import { $profile, profileRequested } from '../../entities/profile/index.ts';
import { approvalRole, countsRequested } from '../../entities/transaction-request/index.ts';
import {
  type Message,
  apiFailed,
  createApiQuery,
  createCallFx,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type MoneyParams,
  type OutcomeFound,
  type OutcomeLookupInput,
  createMoneyOutcome,
} from '../../shared/money-outcome/index.ts';
import {
  type DecisionFound,
  type DecisionTarget,
  type RequestFilter,
  decisionOutcome,
  emptyRequestFilter,
  readAddress,
  requestKey,
  requestListBody,
} from './lib.ts';

/**
 * /transfer/approved, business transaction requests (spec 2 §2; §3 "Transaction request"; §4 "Transaction requests:
 * approve or decline a single request or a mass batch, then the list and the counts reload"; §6; §7 "Business
 * approvals", "Business transaction confirm (fromEmail, approvalTransactionId, code)"; §8 "Failed approvals show an
 * error popup"; §9 page size 50). Approving executes money: each decision is one intent with its own
 * Idempotency-Key (a double click sends it once: the buttons are off while it runs).
 */
/** The page's gate; `query` is the address's query, where the filter and the page live (lib.ts readAddress). */
export const ApprovedGate = createGate<{ query?: string }>();

export const retried = createEvent();
export const toggled = createEvent<string>();
export const allToggled = createEvent<boolean>();

/** A decision on single requests or on one mass batch (lib.ts). */
export type Decision = DecisionTarget;
export const decided = createEvent<Decision>();
export const codeSubmitted = createEvent<string>();
export const codeClosed = createEvent();
export const noticeClosed = createEvent();

/**
 * The address holds the filter and the page (a reload keeps them, back/forward moves through them): the page
 * navigates, and each new query read here sets them and loads the list. The gate opening and its state both carry the
 * query; the one already read is not read twice.
 */
const $readQuery = createStore<string | null>(null).reset([ApprovedGate.close, sessionEnded]);
const addressRead = sample({
  clock: [ApprovedGate.open, ApprovedGate.state.updates],
  source: { open: ApprovedGate.status, last: $readQuery },
  filter: ({ open, last }, props) => open && (props?.query ?? '') !== last,
  fn: (_, props) => props?.query ?? '',
});
$readQuery.on(addressRead, (_, q) => q);
const address = addressRead.map(readAddress);

const $address = createStore(readAddress(''))
  .on(address, (_, a) => a)
  .reset([ApprovedGate.close, sessionEnded]);
export const $filter = $address.map((a) => a.filter);
export const $page = $address.map((a) => a.page);

export const listQuery = createApiQuery(transactionRequestListGet, {
  dialog: false,
  mapParams: ({ filter, page }: { filter: RequestFilter; page: number }) => ({ body: requestListBody(filter, page) }),
});
export const $list = createStore<{ requests: TransactionRequest[]; total: number } | null>(null)
  .on(listQuery.finished.success, (_, { result }) => ({ requests: result.requests, total: result.total }))
  .reset([ApprovedGate.close, sessionEnded]);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

const reload = createEvent();
/** Only an approver lists the requests (the others' list answers 13): an initiator reads the initiate wording. */
export const $role = combine($isBusiness, $accessInfo, (business, info) => approvalRole(business, info?.accessRights));
sample({
  clock: [address, retried, reload, $role.updates],
  source: { filter: $filter, page: $page, role: $role, open: ApprovedGate.status },
  filter: ({ role, open }) => open && role === 'approver',
  fn: ({ filter, page }) => ({ filter, page }),
  target: listQuery.start,
});
sample({ clock: ApprovedGate.open, target: [countsRequested, profileRequested] });

/** The selected single requests (by requestKey); a new page or filter clears it. */
export const $selected = createStore<ReadonlySet<string>>(new Set())
  .on(toggled, (s, key) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  })
  .reset([address, listQuery.finished.success, ApprovedGate.close, sessionEnded]);
sample({
  clock: allToggled,
  source: $list,
  fn: (list, on) =>
    new Set(
      on ? (list?.requests ?? []).filter((r) => r.batchId === null && r.status === 'pending').map(requestKey) : [],
    ) as ReadonlySet<string>,
  target: $selected,
});

/* ---- deciding: one call per intent, money-moving (Idempotency-Key) ---- */

/*
 * A lost answer (a lost connection, a 504 or 502 marked outcomeUnknown; spec 2 §4 "Approval") is not an error to
 * show: shared/money-outcome tells the user the outcome is being checked, sends the SAME call with the SAME key again
 * (the upstream applies it once, so nothing is approved twice), and when the retries are used up reads the requests
 * list (decisionOutcome, lib.ts). Only a refusal (a definite answer) shows the error popup (spec 2 §8 "Failed
 * approvals show an error popup"), so the calls themselves do not open it.
 */
export const approveMutation = createMoneyMutation(transactionRequestApprove, { dialog: false });
export const massMutation = createMoneyMutation(massTransactionRequestApprove, { dialog: false });
export const confirmMutation = createMoneyMutation(businessTransactionConfirm, { dialog: false });

/** The decision in hand (what the confirm completes too): what a lost answer is looked up by. */
const $decision = createStore<Decision | null>(null).reset(sessionEnded);
/** The requests list read when a decision's answer was lost (the newest 50 of each status it may now have). */
export const decisionListFx = createCallFx(transactionRequestListGet, { dialog: false });
export const decisionLookupFx = createEffect(
  (decision: Decision | null): Promise<OutcomeFound<DecisionFound> | null> =>
    decision === null
      ? Promise.resolve(null)
      : // the list answers one status at a time (pending by default): the decision's own status, failed and pending
        Promise.all(
          (['pending', decision.declined ? 'declined' : 'approved', 'failed'] as const).map((status) =>
            decisionListFx({ body: { ...requestListBody(emptyRequestFilter, 1), status } }),
          ),
        ).then((answers) =>
          decisionOutcome(
            decision,
            answers.flatMap((r) => r.requests),
          ),
        ),
);
const outcomeOf = <P extends MoneyParams, R>(mutation: Mutation<P, R, Error>) =>
  createMoneyOutcome<P, R, Decision | null, DecisionFound>(mutation, {
    findInHistory: () => null,
    context: $decision,
    lookup: attach({
      effect: decisionLookupFx,
      mapParams: ({ context }: OutcomeLookupInput<P, Decision | null>) => context,
    }),
  });
export const approveOutcome = outcomeOf(approveMutation);
export const massOutcome = outcomeOf(massMutation);
export const confirmOutcome = outcomeOf(confirmMutation);

export const $deciding = combine([approveOutcome.$busy, massOutcome.$busy, confirmOutcome.$busy], (busy) =>
  busy.some(Boolean),
);

const decidedFree = sample({ clock: decided, source: $deciding, filter: (busy) => !busy, fn: (_, d) => d });
$decision.on(decidedFree, (_, d) => d);
/** A new decision starts afresh: the outcome block of the one before goes. */
sample({
  clock: decidedFree,
  fn: () => undefined,
  target: [approveOutcome.reset, massOutcome.reset, confirmOutcome.reset],
});
sample({
  clock: decidedFree.filterMap((d) => (d.kind === 'single' && d.transactionIds.length > 0 ? d : undefined)),
  fn: (d) => ({
    body: { transactionIds: d.transactionIds, declined: d.declined },
    idempotencyKey: newIdempotencyKey(),
  }),
  target: approveOutcome.submit,
});
sample({
  clock: decidedFree.filterMap((d) => (d.kind === 'mass' ? d : undefined)),
  fn: (d) => ({ body: { batchId: d.batchId, declined: d.declined }, idempotencyKey: newIdempotencyKey() }),
  target: massOutcome.submit,
});
/** A refusal at once is the error popup (spec 2 §8); after a check the outcome block says it. */
sample({
  clock: [approveOutcome.refused, massOutcome.refused],
  filter: (r) => !r.checked,
  fn: (r) => ({ error: r.error, dialog: true }),
  target: apiFailed,
});

/** What was decided last, for the notice: approved or declined, and how many transfers. */
export interface Notice {
  declined: boolean;
  completed: number;
  failed: number;
}
const $lastDeclined = createStore(false)
  .on(decidedFree, (_, d) => d.declined)
  .reset(sessionEnded);

type Answer = {
  status: 'done' | 'confirm';
  approvalTransactionId?: number | undefined;
  approvalSentTo?: string | undefined;
  results: { status: string }[];
};
const answered = createEvent<Answer>();
sample({
  clock: [approveMutation.finished.success, massMutation.finished.success],
  fn: ({ result }) => result as Answer,
  target: answered,
});

/** The code step (spec 2 §7 "Business transaction confirm"): open while an approval waits for the approver's code. */
export const $codeStep = createStore<{ approvalTransactionId: number; sentTo: string } | null>(null)
  .on(answered, (_, a) =>
    a.status === 'confirm' && a.approvalTransactionId !== undefined
      ? { approvalTransactionId: a.approvalTransactionId, sentTo: a.approvalSentTo ?? '' }
      : null,
  )
  .reset([
    codeClosed,
    confirmMutation.finished.success,
    // a lost confirm answer is being checked: the code popup gives way to the outcome block
    confirmOutcome.$checked.updates.filter({ fn: Boolean }),
    ApprovedGate.close,
    sessionEnded,
  ]);
export const $codeError = createStore<Message | null>(null)
  .on(confirmOutcome.refused, (_, r) => (r.checked ? null : errorMessageFor(r.error)))
  .reset([codeSubmitted, codeClosed, ApprovedGate.close, sessionEnded]);

/** The approver's e-mail for the confirm (fromEmail): the profile's primary one. */
const $fromEmail = $profile.map((p) => p?.emails.find((e) => e.primary)?.email ?? p?.emails[0]?.email ?? '');
sample({
  clock: codeSubmitted,
  source: { step: $codeStep, fromEmail: $fromEmail, busy: $deciding },
  filter: ({ step, busy }, code) => step !== null && !busy && code.trim() !== '',
  fn: ({ step, fromEmail }, code) => ({
    body: {
      fromEmail,
      approvalTransactionId: (step as { approvalTransactionId: number }).approvalTransactionId,
      code: code.trim(),
    },
    idempotencyKey: newIdempotencyKey(),
  }),
  target: confirmOutcome.submit,
});

export const $notice = createStore<Notice | null>(null)
  .on(
    sample({
      clock: [
        answered.filter({ fn: (a) => a.status === 'done' }),
        confirmMutation.finished.success.map(({ result }) => result as Answer),
      ],
      source: $lastDeclined,
      fn: (declined, a) => ({ declined, a }),
    }),
    (_, { declined, a }) => ({
      declined,
      completed: a.results.filter((r) => r.status !== 'failed').length,
      failed: a.results.filter((r) => r.status === 'failed').length,
    }),
  )
  .on(
    sample({
      clock: [approveOutcome.found, massOutcome.found, confirmOutcome.found],
      source: $lastDeclined,
      filter: (_, f) => f.end === 'paid',
      fn: (declined, f) => ({ declined, ...f.found }),
    }),
    (_, n) => n,
  )
  .reset([decided, noticeClosed, ApprovedGate.close, sessionEnded]);

/* spec 2 §4: after each decision (done, confirmed or failed), the list and the counts reload */
sample({
  clock: [
    answered.filter({ fn: (a) => a.status === 'done' }),
    confirmMutation.finished.success,
    // refused, or its outcome checked (found in the list, or still unknown): the list says what happened
    approveOutcome.refused,
    massOutcome.refused,
    confirmOutcome.refused,
    approveOutcome.found,
    massOutcome.found,
    confirmOutcome.found,
    approveOutcome.ended.filter({ fn: (e) => e.end === 'unknown' }),
    massOutcome.ended.filter({ fn: (e) => e.end === 'unknown' }),
    confirmOutcome.ended.filter({ fn: (e) => e.end === 'unknown' }),
  ],
  fn: () => undefined,
  target: [reload, countsRequested],
});
