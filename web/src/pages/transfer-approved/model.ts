import {
  type TransactionRequest,
  businessTransactionConfirm,
  massTransactionRequestApprove,
  transactionRequestApprove,
  transactionRequestListGet,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $accessInfo, $isBusiness } from '../../entities/customer/index.ts';
import { $profile, profileRequested } from '../../entities/profile/index.ts';
import { approvalRole, countsRequested } from '../../entities/transaction-request/index.ts';
import {
  type Message,
  createApiQuery,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type RequestFilter, emptyRequestFilter, requestKey, requestListBody } from './lib.ts';

/**
 * /transfer/approved, business transaction requests (spec 2 §2; §3 "Transaction request"; §4 "Transaction requests:
 * approve or decline a single request or a mass batch, then the list and the counts reload"; §6; §7 "Business
 * approvals", "Business transaction confirm (fromEmail, approvalTransactionId, code)"; §8 "Failed approvals show an
 * error popup"; §9 page size 50). Approving executes money: each decision is one intent with its own
 * Idempotency-Key (a double click sends it once: the buttons are off while it runs).
 */
export const ApprovedGate = createGate();

export const filterApplied = createEvent<RequestFilter>();
export const pageChosen = createEvent<number>();
export const retried = createEvent();
export const toggled = createEvent<string>();
export const allToggled = createEvent<boolean>();

export type Decision =
  | { kind: 'single'; transactionIds: number[]; declined: boolean }
  | { kind: 'mass'; batchId: number; declined: boolean };
export const decided = createEvent<Decision>();
export const codeSubmitted = createEvent<string>();
export const codeClosed = createEvent();
export const noticeClosed = createEvent();

export const $filter = createStore<RequestFilter>(emptyRequestFilter)
  .on(filterApplied, (_, f) => f)
  .reset([ApprovedGate.close, sessionEnded]);
export const $page = createStore(1)
  .on(pageChosen, (_, p) => p)
  .on(filterApplied, () => 1)
  .reset([ApprovedGate.close, sessionEnded]);

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
  clock: [ApprovedGate.open, filterApplied, pageChosen, retried, reload, $role.updates],
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
  .reset([filterApplied, pageChosen, listQuery.finished.success, ApprovedGate.close, sessionEnded]);
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

export const approveMutation = createMoneyMutation(transactionRequestApprove);
export const massMutation = createMoneyMutation(massTransactionRequestApprove);
export const confirmMutation = createMoneyMutation(businessTransactionConfirm, { dialog: false });

export const $deciding = combine(
  approveMutation.$pending,
  massMutation.$pending,
  confirmMutation.$pending,
  (a, b, c) => a || b || c,
);

const decidedFree = sample({ clock: decided, source: $deciding, filter: (busy) => !busy, fn: (_, d) => d });
sample({
  clock: decidedFree.filterMap((d) => (d.kind === 'single' && d.transactionIds.length > 0 ? d : undefined)),
  fn: (d) => ({
    body: { transactionIds: d.transactionIds, declined: d.declined },
    idempotencyKey: newIdempotencyKey(),
  }),
  target: approveMutation.start,
});
sample({
  clock: decidedFree.filterMap((d) => (d.kind === 'mass' ? d : undefined)),
  fn: (d) => ({ body: { batchId: d.batchId, declined: d.declined }, idempotencyKey: newIdempotencyKey() }),
  target: massMutation.start,
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
  .reset([codeClosed, confirmMutation.finished.success, ApprovedGate.close, sessionEnded]);
export const $codeError = createStore<Message | null>(null)
  .on(confirmMutation.finished.failure, (_, { error }) => errorMessageFor(error))
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
  target: confirmMutation.start,
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
  .reset([decided, noticeClosed, ApprovedGate.close, sessionEnded]);

/* spec 2 §4: after each decision (done, confirmed or failed), the list and the counts reload */
sample({
  clock: [
    answered.filter({ fn: (a) => a.status === 'done' }),
    confirmMutation.finished.success,
    approveMutation.finished.failure,
    massMutation.finished.failure,
  ],
  fn: () => undefined,
  target: [reload, countsRequested],
});
