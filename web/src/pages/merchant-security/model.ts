import {
  type FilterInput,
  type IdentityFee,
  type IdentityVerification,
  type ReputationRecord,
  type VerificationCreateFields,
  type VerificationStatus,
  historyStatuses,
  identityFeeGet,
  identityVerificationCreate,
  identityVerificationListGet,
  reputationListGet,
  reputationQuery,
  verificationCreateFields,
  verificationListBody,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountsReloadRequested, createAccountSelection } from '../../entities/account/index.ts';
import { type Message, createApiQuery, createMoneyMutation, newIdempotencyKey } from '../../shared/api/index.ts';
import { fieldErrorsOf } from '../../shared/lib/field-errors.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';

/**
 * /merchant/security/verification, …/verification/history and …/reputation (spec 3 §2, §3, §5, §7 "Merchant", §9).
 * The calls are named methods: the gateway adds the acting customer (spec 3 §6 fromCustomerId), so no customer id
 * travels here. Creating a request charges the fee (contracts merchant-security.ts): a money call with one
 * Idempotency-Key per intent, its unknown outcome checked in the fee account's history (shared/money-outcome).
 */

/* ---- the identity verification list (pageSize 1000, empty filters dropped) ---- */

/** 'all' or one status: what the status filter offers. */
export type StatusChoice = 'all' | VerificationStatus;
/** The statuses a choice asks for; 'all' of the history is its three finished statuses (decided in contracts). */
export function statusesFor(choice: StatusChoice, history: boolean): VerificationStatus[] {
  if (choice !== 'all') return [choice];
  return history ? [...historyStatuses] : [];
}

export interface HistoryFilter {
  status: StatusChoice;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
}
export const emptyHistoryFilter: HistoryFilter = { status: 'all', from: '', to: '' };
/** The history's day range: the first day not after the last. */
export function historyFilterProblems(f: HistoryFilter): { to?: 'order' } {
  return f.from !== '' && f.to !== '' && f.from > f.to ? { to: 'order' } : {};
}
export function historyListFilters(f: HistoryFilter): FilterInput {
  return { statuses: statusesFor(f.status, true), fromDate: f.from, toDate: f.to };
}

/* ---- Verification page: the fee of the chosen account, the create form, the list with a status filter ---- */

export const VerificationGate = createGate();
export const { accountSelected, $accountId } = createAccountSelection(VerificationGate);

export const feeQuery = createApiQuery(identityFeeGet, {
  dialog: false,
  mapParams: (accountId: number) => ({ body: { accountId } }),
});
export const $fee = createStore<IdentityFee | null>(null)
  .on(feeQuery.start, () => null)
  .on(feeQuery.finished.success, (_, { result }) => result.fee)
  .reset([VerificationGate.close, sessionEnded]);
export const $feeStatus = feeQuery.$loadStatus;
export const $feeError = feeQuery.$message;
export const feeRetried = createEvent();
sample({
  clock: [$accountId.updates, VerificationGate.open, feeRetried],
  source: $accountId,
  filter: (id): id is number => id !== null,
  target: feeQuery.start,
});

export const listQuery = createApiQuery(identityVerificationListGet, {
  dialog: false,
  mapParams: (filters: FilterInput) => ({ body: verificationListBody(filters) }),
});
export const statusChosen = createEvent<StatusChoice>();
export const listRetried = createEvent();
export const $statusChoice = createStore<StatusChoice>('all')
  .on(statusChosen, (_, s) => s)
  .reset([VerificationGate.close, sessionEnded]);
export const $verifications = createStore<IdentityVerification[] | null>(null)
  .on(listQuery.finished.success, (_, { result }) => result.verifications)
  .reset([VerificationGate.close, sessionEnded]);
export const $listStatus = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $listLoading = listQuery.$pending;
sample({
  clock: [VerificationGate.open, statusChosen, listRetried],
  source: $statusChoice,
  fn: (choice): FilterInput => ({ statuses: statusesFor(choice, false) }),
  target: listQuery.start,
});

/** The create form's fields that a refusal can name. */
export const createFields = ['email', 'firstName', 'lastName', 'accountId'] as const;
export type CreateField = (typeof createFields)[number];
export interface CreateForm {
  email: string;
  firstName: string;
  lastName: string;
}
export const emptyCreateForm: CreateForm = { email: '', firstName: '', lastName: '' };

/** What is wrong with the form before sending (the contracts' rules: a real e-mail, names not blank). */
export function createFormProblems(form: CreateForm, accountId: number | null): Partial<Record<CreateField, string>> {
  const parsed = verificationCreateFields.safeParse({ ...form, accountId: accountId ?? 0 });
  if (parsed.success) return {};
  const out: Partial<Record<CreateField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CreateField;
    if ((createFields as readonly string[]).includes(field) && !out[field]) out[field] = issue.message;
  }
  return out;
}

export const createMutation = createMoneyMutation(identityVerificationCreate, { dialog: false });
export const createOutcome = createMoneyOutcome(createMutation, {
  // an unknown outcome: the fee leaving the chosen account
  findInHistory: ({ body }, fee: IdentityFee | null) =>
    fee === null ? null : { accountId: body.accountId, amount: fee.amount },
  context: $fee,
});
export const createSubmitted = createEvent<VerificationCreateFields>();
export const $creating = createOutcome.$busy;
/** A refusal on the first try: its message (above the form) and the fields it names (next to them). */
export const $createError = createStore<Message | null>(null)
  .on(createOutcome.refused, (_, r) => (r.checked ? null : r.reason))
  .reset([createSubmitted, VerificationGate.close, sessionEnded]);
export const $createFieldErrors = createStore<Partial<Record<CreateField, string>>>({})
  .on(createOutcome.refused, (_, r) => fieldErrorsOf(r.error, createFields))
  .reset([createSubmitted, VerificationGate.close, sessionEnded]);
/** The request just made (a notice above the list), until the next submit or leaving the page. */
export const $created = createStore<IdentityVerification | null>(null)
  .on(createOutcome.answered, (_, { result }) => result.verification)
  .reset([createSubmitted, VerificationGate.close, sessionEnded]);

/** One key per intent: the same values sent again (a double click, a lost answer) reuse it; a settled one is new. */
const $intent = createStore<{ values: string; key: string } | null>(null)
  .on([createOutcome.answered, createOutcome.refused, createOutcome.foundInHistory], () => null)
  .reset(sessionEnded);
const asked = sample({
  clock: createSubmitted,
  source: { intent: $intent, busy: $creating },
  filter: ({ busy }) => !busy,
  fn: ({ intent }, body) => {
    const values = JSON.stringify(body);
    return { values, key: intent?.values === values ? intent.key : newIdempotencyKey(), body };
  },
});
sample({ clock: asked, fn: ({ values, key }) => ({ values, key }), target: $intent });
sample({ clock: asked, fn: ({ key, body }) => ({ body, idempotencyKey: key }), target: createOutcome.submit });
/** Made (its answer, or the fee found in the history): the list and the balances reload. */
const made = sample({
  clock: [
    createOutcome.answered.map(() => undefined),
    createOutcome.foundInHistory.filter({ fn: (f) => f.end === 'paid' }).map(() => undefined),
  ],
});
sample({ clock: made, target: [accountsReloadRequested, listRetried] });
sample({ clock: VerificationGate.close, target: createOutcome.reset });

/* ---- History: the finished requests, by status and the days they were made ---- */

export const HistoryGate = createGate();
export const historyQuery = createApiQuery(identityVerificationListGet, {
  dialog: false,
  mapParams: (filters: FilterInput) => ({ body: verificationListBody(filters) }),
});
export const historyFilterApplied = createEvent<HistoryFilter>();
export const historyRetried = createEvent();
export const $historyFilter = createStore<HistoryFilter>(emptyHistoryFilter)
  .on(historyFilterApplied, (_, f) => f)
  .reset([HistoryGate.close, sessionEnded]);
export const $history = createStore<IdentityVerification[] | null>(null)
  .on(historyQuery.finished.success, (_, { result }) => result.verifications)
  .reset([HistoryGate.close, sessionEnded]);
export const $historyStatus = historyQuery.$loadStatus;
export const $historyError = historyQuery.$message;
export const $historyLoading = historyQuery.$pending;
sample({
  clock: [HistoryGate.open, historyFilterApplied, historyRetried],
  source: $historyFilter,
  fn: historyListFilters,
  target: historyQuery.start,
});

/* ---- Reputation: search by e-mail (trimmed, spec 3 §5), 100 a page ---- */

export const ReputationGate = createGate();
export const reputationQueryUnit = createApiQuery(reputationListGet, {
  dialog: false,
  mapParams: (body: NonNullable<ReturnType<typeof reputationQuery>>) => ({ body }),
});
export const searchSubmitted = createEvent<string>();
export const searchRetried = createEvent();
/** The e-mail searched for (trimmed), null before a search. */
export const $searched = createStore<string | null>(null)
  .on(reputationQueryUnit.start, (_, b) => b.email)
  .reset([ReputationGate.close, sessionEnded]);
/** 'required': the e-mail was empty or only spaces. */
export const $searchProblem = createStore<'required' | null>(null)
  .on(searchSubmitted, (_, typed) => (reputationQuery(typed) === null ? 'required' : null))
  .reset([ReputationGate.close, sessionEnded]);
export const $records = createStore<ReputationRecord[] | null>(null)
  .on(reputationQueryUnit.start, () => null)
  .on(reputationQueryUnit.finished.success, (_, { result }) => result.records)
  .reset([ReputationGate.close, sessionEnded]);
export const $searchStatus = reputationQueryUnit.$loadStatus;
export const $searchError = reputationQueryUnit.$message;
export const $searching = reputationQueryUnit.$pending;
sample({
  clock: searchSubmitted,
  filter: (typed) => reputationQuery(typed) !== null,
  fn: (typed) => reputationQuery(typed) as NonNullable<ReturnType<typeof reputationQuery>>,
  target: reputationQueryUnit.start,
});
sample({
  clock: searchRetried,
  source: $searched,
  filter: (email: string | null): email is string => email !== null,
  fn: (email: string) => reputationQuery(email) as NonNullable<ReturnType<typeof reputationQuery>>,
  target: reputationQueryUnit.start,
});
