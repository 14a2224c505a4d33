import type { CustomerAccess } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { customerAccessListFx, putCustomerFx } from '../../entities/customer/index.ts';
import { $intendedPath, intendedPathUsed } from '../../entities/session/index.ts';
import { type Message, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { homeHref, navigateFx } from '../../shared/routes/index.ts';

/** Not in the spec; our decision: search when more than 7 customers are listed. */
export const SEARCH_ABOVE = 7;

/** Spec 1 §6 access rights 0..5; the label keys of the picker. */
export const accessRightsKey = (rights: number) =>
  rights >= 0 && rights <= 5 ? `customerAccess.rights.${rights}` : 'customerAccess.rights.unknown';

/** Name or username contains every word typed, case-insensitive. */
export function filterAccesses(list: readonly CustomerAccess[], query: string): CustomerAccess[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((a) => {
    const text = `${a.customerName} ${a.customerUsername}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export const CustomerAccessGate = createGate();
export const searchChanged = createEvent<string>();
export const customerChosen = createEvent<number>();
export const retryClicked = createEvent();

/** PUT /session/customer, then on to the stored initial path (used once) or home. */
export const chooseFx = createEffect(async ({ customerId, next }: { customerId: number; next: string | null }) => {
  await putCustomerFx(customerId);
  await navigateFx({ to: next ?? homeHref, replace: true });
});

export const $search = createStore('')
  .on(searchChanged, (_, v) => v)
  .reset(CustomerAccessGate.close, sessionEnded);
export const $listStatus = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(customerAccessListFx, () => 'loading')
  .on(customerAccessListFx.done, () => 'ready')
  .on(customerAccessListFx.fail, () => 'failed');
export const $listError = createStore<Message | null>(null)
  .on(customerAccessListFx.failData, (_, e) => errorMessageFor(e))
  .reset(customerAccessListFx);
export const $chooseError = createStore<Message | null>(null)
  .on(chooseFx.failData, (_, e) => errorMessageFor(e))
  .reset(chooseFx, CustomerAccessGate.close);
export const $choosing = chooseFx.pending;

sample({ clock: [CustomerAccessGate.open, retryClicked], fn: () => undefined, target: customerAccessListFx });
sample({
  clock: customerChosen,
  source: { next: $intendedPath, pending: $choosing },
  filter: ({ pending }) => !pending,
  fn: ({ next }, customerId) => ({ customerId, next }),
  target: chooseFx,
});
sample({ clock: chooseFx.done, filter: ({ params }) => params.next !== null, target: intendedPathUsed });
