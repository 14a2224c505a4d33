import { type CustomerAccess, accessRightValues, customerAccessListGet } from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $customerAccesses, putCustomerFx } from '../../entities/customer/index.ts';
import { $intendedPath, intendedPathUsed } from '../../entities/session/index.ts';
import { personalAccountCreated } from '../../features/create-personal-account/index.ts';
import { type Message, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { homeHref, navigateFx } from '../../shared/routes/index.ts';

/** Not in the spec; our decision: search when more than 7 customers are listed. */
export const SEARCH_ABOVE = 7;

/** Spec 1 §6 access rights values (contracts `accessRightValues`, 0 to 5); the label keys of the picker. */
export const accessRightsKey = (rights: number) =>
  Object.values<number>(accessRightValues).includes(rights)
    ? `customerAccess.rights.${rights}`
    : 'customerAccess.rights.unknown';

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
/**
 * The picker reloads the list each time it opens; its failure shows on the page (no dialog).
 * Decision: the page has its own query; until it answers, the list the session start read
 * (entities/customer) is shown, so a known list is not replaced by a skeleton.
 */
export const accessListQuery = createApiQuery(customerAccessListGet, { dialog: false });
const $answered = createStore<CustomerAccess[] | null>(null)
  .on(accessListQuery.finished.success, (_, { result }) => result.customerAccesses)
  .reset(sessionEnded);
export const $accesses = combine($answered, $customerAccesses, (answered, known) => answered ?? known);
export const $listStatus = accessListQuery.$loadStatus;
export const $listError = accessListQuery.$message;
export const $chooseError = createStore<Message | null>(null)
  .on(chooseFx.failData, (_, e) => errorMessageFor(e))
  .reset(chooseFx, CustomerAccessGate.close);
export const $choosing = chooseFx.pending;

sample({ clock: [CustomerAccessGate.open, retryClicked], fn: () => undefined, target: accessListQuery.start });
// a personal customer just created (spec 2 §7) joins the list
sample({ clock: personalAccountCreated, fn: () => undefined, target: accessListQuery.start });
sample({
  clock: customerChosen,
  source: { next: $intendedPath, pending: $choosing },
  filter: ({ pending }) => !pending,
  fn: ({ next }, customerId) => ({ customerId, next }),
  target: chooseFx,
});
sample({ clock: chooseFx.done, filter: ({ params }) => params.next !== null, target: intendedPathUsed });
