import {
  type AdminCustomer,
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminDueDiligenceUpdate,
  adminFinancialDataUpdate,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { ADMIN_PAGE_SIZE, type FinancialForm, documentIdOf, financialDetailOf, financialValid } from './rules.ts';

export type Notice =
  { kind: 'assigned' | 'removed'; id: number } | { kind: 'financialSaved' } | { kind: 'dueDiligenceSaved' };

/** Errors show inline (the list's alert, the customer panel), so no error dialog. The latest search or page wins. */
export const listQuery = createApiQuery(adminCustomersGet, { dialog: false });
export const assignMutation = createApiMutation(adminDocumentAssign, { dialog: false });
export const removeMutation = createApiMutation(adminDocumentRemove, { dialog: false });
export const financialMutation = createApiMutation(adminFinancialDataUpdate, { dialog: false });
export const dueDiligenceMutation = createApiMutation(adminDueDiligenceUpdate, { dialog: false });
const actions = [assignMutation, removeMutation, financialMutation, dueDiligenceMutation] as const;

export const opened = createEvent();
export const searchSubmitted = createEvent<string>();
export const pageChanged = createEvent<number>();
export const customerSelected = createEvent<AdminCustomer>();
export const customerClosed = createEvent();
export const documentSubmitted = createEvent<{ action: 'assign' | 'remove'; documentId: string }>();
export const financialSubmitted = createEvent<FinancialForm>();
export const dueDiligenceSubmitted = createEvent<{ level: number; notes: string }>();

export const $query = createStore('')
  .on(searchSubmitted, (_, q) => q.trim())
  .reset(sessionEnded);
export const $page = createStore(1)
  .on(pageChanged, (_, p) => p)
  .on(searchSubmitted, () => 1)
  .reset(sessionEnded);
export const $customers = createStore<AdminCustomer[]>([])
  .on(listQuery.finished.success, (_, { result }) => result.customers)
  .reset(sessionEnded);
export const $total = createStore(0)
  .on(listQuery.finished.success, (_, { result }) => result.total)
  .reset(sessionEnded);
export const $status = listQuery.$loadStatus;
/** Cleared as a reload starts (the retry's alert goes away while it loads), as before. */
export const $error = createStore<Message | null>(null)
  .on(listQuery.start, () => null)
  .on(listQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $selected = createStore<AdminCustomer | null>(null)
  .on(customerSelected, (_, c) => c)
  .reset(customerClosed, sessionEnded);
/** A refused action: shown in the customer panel, which keeps what was typed. */
export const $actionError = createStore<Message | null>(null)
  .on([...actions.map((m) => m.start), customerSelected], () => null)
  .on(
    actions.map((m) => m.finished.failure),
    (_, { error }) => errorMessageFor(error),
  )
  .reset(customerClosed, sessionEnded);
export const $notice = createStore<Notice | null>(null)
  .on(assignMutation.finished.success, (_, { params }) => ({ kind: 'assigned', id: params.body.documentId }))
  .on(removeMutation.finished.success, (_, { params }) => ({ kind: 'removed', id: params.body.documentId }))
  .on(financialMutation.finished.success, () => ({ kind: 'financialSaved' }))
  .on(dueDiligenceMutation.finished.success, () => ({ kind: 'dueDiligenceSaved' }))
  .reset(customerSelected, customerClosed, ...actions.map((m) => m.start), sessionEnded);
export const $busy = combine(
  actions.map((m) => m.$pending),
  (l) => l.some(Boolean),
);

const $request = combine($query, $page, (query, page) => ({
  body: query
    ? { query, pageNumber: page, pageSize: ADMIN_PAGE_SIZE }
    : { pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
}));
sample({
  clock: [opened, searchSubmitted, pageChanged, dueDiligenceMutation.finished.success],
  source: $request,
  target: listQuery.start,
});

const $selectedId = $selected.map((c) => c?.customerId ?? null);
sample({
  clock: documentSubmitted,
  source: $selectedId,
  filter: (id, d) => id !== null && d.action === 'assign' && documentIdOf(d.documentId) !== null,
  fn: (id, d) => ({ body: { customerId: id ?? 0, documentId: documentIdOf(d.documentId) ?? 0 } }),
  target: assignMutation.start,
});
sample({
  clock: documentSubmitted,
  source: $selectedId,
  filter: (id, d) => id !== null && d.action === 'remove' && documentIdOf(d.documentId) !== null,
  fn: (id, d) => ({ body: { customerId: id ?? 0, documentId: documentIdOf(d.documentId) ?? 0 } }),
  target: removeMutation.start,
});
sample({
  clock: financialSubmitted,
  source: $selectedId,
  filter: (id, f) => id !== null && financialValid(f),
  fn: (id, f) => ({ body: { customerId: id ?? 0, financialDetail: financialDetailOf(f) } }),
  target: financialMutation.start,
});
sample({
  clock: dueDiligenceSubmitted,
  source: $selectedId,
  filter: (id, d) => id !== null && Number.isInteger(d.level) && d.level >= 1 && d.level <= 4,
  fn: (id, d) => ({
    body: d.notes.trim()
      ? { customerId: id ?? 0, dueDiligenceLevel: d.level, notes: d.notes.trim() }
      : { customerId: id ?? 0, dueDiligenceLevel: d.level },
  }),
  target: dueDiligenceMutation.start,
});
// The list shows the new level; the open panel follows it.
sample({
  clock: dueDiligenceMutation.finished.success,
  source: $selected,
  fn: (c, { params }) => (c ? { ...c, dueDiligenceLevel: params.body.dueDiligenceLevel } : c),
  target: $selected,
});

/** The screen's loads start when it opens. */
export const AdminCustomersGate = createGate();
sample({ clock: AdminCustomersGate.open, fn: () => undefined, target: opened });
