import {
  type MonthlyStatement,
  type StatementFigures,
  statementPageSize,
  transactionHistoryExport,
  transactionHistoryExportDownload,
  transactionHistoryExportListGet,
  transactionHistoryExportSend,
  transactionHistoryExportStatusGet,
} from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { interval } from 'patronum';
import { createAccountSelection } from '../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { saveFile } from '../../shared/lib/save-file.ts';

/** Spec 2 §9: statement export page size 12. */
export const PAGE_SIZE = statementPageSize;
/** How often the export status is asked while a statement is being built. */
export const POLL_MS = 1000;
/** Polling gives up after this many answers that are still 'processing'. */
export const MAX_POLLS = 60;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Spec 1 §5 e-mail check: valid if longer than 5 characters with '@' and '.'; here it is required. */
export function statementEmailProblem(email: string): 'required' | 'invalid' | null {
  const e = email.trim();
  if (e === '') return 'required';
  return e.length > 5 && e.includes('@') && e.includes('.') ? null : 'invalid';
}

/** Business users send fromCustomerId (spec 2 §6/§7); personal users do not. */
export function sendBody(exportId: string, email: string, business: { customerId: number } | null) {
  return { exportId, email: email.trim(), ...(business ? { fromCustomerId: business.customerId } : {}) };
}

export const statementFileName = (accountId: number, year: number, month: number) =>
  `statement-${accountId}-${year}-${String(month).padStart(2, '0')}.pdf`;

/* ---- the page's data: started by StatementsPageGate; leaving the page or the account stops the polling ---- */

export const StatementsPageGate = createGate();

export const pageChanged = createEvent<number>();
export const listRetried = createEvent();

export const { accountSelected, $account, $accountId } = createAccountSelection(StatementsPageGate);
export const $page = createStore(1)
  .on(pageChanged, (_, n) => n)
  .reset([$accountId.updates, sessionEnded]);

export const listQuery = createApiQuery(transactionHistoryExportListGet, {
  dialog: false,
  mapParams: ({ accountId, page }: { accountId: number; page: number }) => ({
    body: { accountId, source: 'monthly' as const, pageNumber: page, pageSize: PAGE_SIZE },
  }),
});
sample({ clock: $accountId.updates, target: listQuery.reset });
/**
 * The month list's status (shared/api's rule): a page change keeps the table ('ready', marked busy); another
 * account starts afresh (the reset above), so its months load under a skeleton, never the last account's.
 */
export const $listStatus = listQuery.$loadStatus;
sample({
  clock: [StatementsPageGate.open, $accountId.updates, $page.updates, listRetried],
  source: { accountId: $accountId, page: $page, open: StatementsPageGate.status },
  filter: ({ accountId, open }) => open && accountId !== null,
  fn: ({ accountId, page }) => ({ accountId: accountId ?? 0, page }),
  target: listQuery.start,
});

/* ---- preparing one month: export, then the status every POLL_MS (patronum interval) ---- */

export type Build =
  | { state: 'building'; progress: number }
  | { state: 'ready'; figures?: StatementFigures }
  | { state: 'failed'; message: Message };

export const prepared = createEvent<MonthlyStatement>();
/** Stop, Close, another account, leaving the page. */
export const buildStopped = createEvent();
sample({ clock: [$accountId.updates, StatementsPageGate.close], target: buildStopped });

export const exportMutation = createApiMutation(transactionHistoryExport, { dialog: false });
export const statusQuery = createApiQuery(transactionHistoryExportStatusGet, { dialog: false });

export const $active = createStore<MonthlyStatement | null>(null)
  .on(prepared, (_, s) => s)
  .reset([buildStopped, sessionEnded]);
/** The export being polled; null once it is done, stopped or failed, so a late status answer is ignored. */
const $exportId = createStore<string | null>(null)
  .on(exportMutation.finished.success, (_, { result }) => result.exportId)
  .reset([prepared, buildStopped, sessionEnded]);
const $polls = createStore(0).reset([prepared, sessionEnded]);
/** A store so tests poll without waiting a second. */
export const $pollMs = createStore(POLL_MS);

export const $build = createStore<Build | null>(null)
  .on(prepared, () => ({ state: 'building', progress: 0 }))
  .on(exportMutation.finished.failure, (_, { error }) => ({ state: 'failed', message: errorMessageFor(error) }))
  .reset([buildStopped, sessionEnded]);

sample({
  clock: prepared,
  fn: (s) => ({ body: { accountId: s.accountId, year: s.year, month: s.month } }),
  target: exportMutation.start,
});

const pollStarted = sample({ clock: exportMutation.finished.success, fn: () => undefined });
const pollEnded = createEvent();
sample({ clock: [buildStopped, prepared, sessionEnded], target: pollEnded });
const poll = interval({ timeout: $pollMs, start: pollStarted, stop: pollEnded, leading: true });
sample({
  clock: poll.tick,
  source: $exportId,
  filter: (id): id is string => id !== null,
  fn: (exportId) => ({ body: { exportId: exportId ?? '' } }),
  target: statusQuery.start,
});

const answered = sample({
  clock: statusQuery.finished.success,
  source: { exportId: $exportId, polls: $polls },
  filter: ({ exportId }, { params }) => params !== undefined && exportId === params.body.exportId,
  fn: ({ polls }, { result }) => ({ answer: result, polls: polls + 1 }),
});
sample({ clock: answered, fn: ({ polls }) => polls, target: $polls });
$build.on(answered, (build, { answer, polls }) => {
  if (answer.status === 'ready') return { state: 'ready', ...(answer.figures ? { figures: answer.figures } : {}) };
  if (polls >= MAX_POLLS) return { state: 'failed', message: { key: 'statements.timeout' } };
  return answer.status === 'processing' ? { state: 'building', progress: answer.progress } : build;
});
const pollFailed = sample({
  clock: statusQuery.finished.failure,
  source: $exportId,
  filter: (exportId, { params }) => params !== undefined && exportId === params.body.exportId,
  fn: (_, { error }): Build => ({ state: 'failed', message: errorMessageFor(error) }),
});
sample({ clock: pollFailed, target: $build });
sample({
  clock: [answered.filter({ fn: ({ answer, polls }) => answer.status === 'ready' || polls >= MAX_POLLS }), pollFailed],
  target: [pollEnded, $exportId.reinit],
});

/* ---- the prepared statement: download, send to e-mail ---- */

export const downloaded = createEvent();
export const downloadMutation = createApiMutation(transactionHistoryExportDownload, { dialog: false });
export const saveStatementFx = createEffect(({ bytes, s }: { bytes: ArrayBuffer; s: MonthlyStatement }) =>
  saveFile(bytes, 'application/pdf', statementFileName(s.accountId, s.year, s.month)),
);
sample({
  clock: downloaded,
  source: $active,
  filter: (s): s is MonthlyStatement => s !== null,
  fn: (s) => ({ body: { exportId: s?.exportId ?? '' } }),
  target: downloadMutation.start,
});
sample({
  clock: downloadMutation.finished.success,
  source: $active,
  filter: (s): s is MonthlyStatement => s !== null,
  fn: (s, { result }) => ({ bytes: result, s: s as MonthlyStatement }),
  target: saveStatementFx,
});
export const $downloading = downloadMutation.$pending;
export const $actionError = createStore<Message | null>(null)
  .on(downloadMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  // the file was not saved (the mobile wrapper refused it, e.g. 'empty data': spec 1 §8)
  .on(saveStatementFx.fail, () => ({ key: 'mobileWrapper.saveFailed' }))
  .reset([downloadMutation.start, prepared, buildStopped, sessionEnded]);

export const mailOpened = createEvent();
export const mailClosed = createEvent();
export const mailSent = createEvent<string>();
export const sendMutation = createApiMutation(transactionHistoryExportSend, { dialog: false });
export const $mailOpen = createStore(false)
  .on(mailOpened, () => true)
  .reset([mailClosed, sendMutation.finished.success, buildStopped, sessionEnded]);
export const $mailBusy = sendMutation.$pending;
export const $mailError = createStore<Message | null>(null)
  .on(sendMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([mailOpened, sendMutation.start, sessionEnded]);
/** The address a statement was just sent to (the page says so). */
export const $sentTo = createStore<string | null>(null)
  .on(sendMutation.finished.success, (_, { params }) => params?.body.email ?? null)
  .reset([mailOpened, accountSelected, sessionEnded]);
sample({
  clock: mailSent,
  source: { s: $active, customer: $customer, isBusiness: $isBusiness },
  filter: ({ s }, email) => s !== null && statementEmailProblem(email) === null,
  fn: ({ s, customer, isBusiness }, email) => ({
    body: sendBody(s?.exportId ?? '', email, isBusiness && customer ? customer : null),
  }),
  target: sendMutation.start,
});
