import {
  type AdminCustomer,
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminDueDiligenceUpdate,
  adminFinancialDataUpdate,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { ADMIN_PAGE_SIZE, type FinancialForm, documentIdOf, financialDetailOf, financialValid } from './rules.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export type Notice =
  { kind: 'assigned' | 'removed'; id: number } | { kind: 'financialSaved' } | { kind: 'dueDiligenceSaved' };

export const listFx = createCallFx(adminCustomersGet, { dialog: false });
export const assignFx = createCallFx(adminDocumentAssign, { dialog: false });
export const removeFx = createCallFx(adminDocumentRemove, { dialog: false });
export const financialFx = createCallFx(adminFinancialDataUpdate, { dialog: false });
export const dueDiligenceFx = createCallFx(adminDueDiligenceUpdate, { dialog: false });

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
  .on(listFx.doneData, (_, r) => r.customers)
  .reset(sessionEnded);
export const $total = createStore(0)
  .on(listFx.doneData, (_, r) => r.total)
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(listFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(listFx.done, () => 'ready')
  .on(listFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $error = createStore<Message | null>(null)
  .on(listFx, () => null)
  .on(listFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $selected = createStore<AdminCustomer | null>(null)
  .on(customerSelected, (_, c) => c)
  .reset(customerClosed, sessionEnded);
/** A refused action: shown in the customer panel, which keeps what was typed. */
export const $actionError = createStore<Message | null>(null)
  .on([assignFx, removeFx, financialFx, dueDiligenceFx, customerSelected], () => null)
  .on([assignFx.failData, removeFx.failData, financialFx.failData, dueDiligenceFx.failData], (_, e) =>
    errorMessageFor(e),
  )
  .reset(customerClosed, sessionEnded);
export const $notice = createStore<Notice | null>(null)
  .on(assignFx.done, (_, { params }) => ({ kind: 'assigned', id: params.body.documentId }))
  .on(removeFx.done, (_, { params }) => ({ kind: 'removed', id: params.body.documentId }))
  .on(financialFx.done, () => ({ kind: 'financialSaved' }))
  .on(dueDiligenceFx.done, () => ({ kind: 'dueDiligenceSaved' }))
  .reset(customerSelected, customerClosed, assignFx, removeFx, financialFx, dueDiligenceFx, sessionEnded);
export const $busy = sample({
  source: [assignFx.pending, removeFx.pending, financialFx.pending, dueDiligenceFx.pending],
  fn: (l) => l.some(Boolean),
});

const $request = combine($query, $page, (query, page) => ({
  body: query
    ? { query, pageNumber: page, pageSize: ADMIN_PAGE_SIZE }
    : { pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
}));
sample({ clock: [opened, searchSubmitted, pageChanged, dueDiligenceFx.done], source: $request, target: listFx });

const $selectedId = $selected.map((c) => c?.customerId ?? null);
sample({
  clock: documentSubmitted,
  source: $selectedId,
  filter: (id, d) => id !== null && d.action === 'assign' && documentIdOf(d.documentId) !== null,
  fn: (id, d) => ({ body: { customerId: id ?? 0, documentId: documentIdOf(d.documentId) ?? 0 } }),
  target: assignFx,
});
sample({
  clock: documentSubmitted,
  source: $selectedId,
  filter: (id, d) => id !== null && d.action === 'remove' && documentIdOf(d.documentId) !== null,
  fn: (id, d) => ({ body: { customerId: id ?? 0, documentId: documentIdOf(d.documentId) ?? 0 } }),
  target: removeFx,
});
sample({
  clock: financialSubmitted,
  source: $selectedId,
  filter: (id, f) => id !== null && financialValid(f),
  fn: (id, f) => ({ body: { customerId: id ?? 0, financialDetail: financialDetailOf(f) } }),
  target: financialFx,
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
  target: dueDiligenceFx,
});
// The list shows the new level; the open panel follows it.
sample({
  clock: dueDiligenceFx.done,
  source: $selected,
  fn: (c, { params }) => (c ? { ...c, dueDiligenceLevel: params.body.dueDiligenceLevel } : c),
  target: $selected,
});

/** The screen's loads start when it opens. */
export const AdminCustomersGate = createGate();
sample({ clock: AdminCustomersGate.open, fn: () => undefined, target: opened });
