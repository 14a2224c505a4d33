import { createEffect, createEvent, createStore, sample } from 'effector';
import { putCustomer } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The selected customer survives a reload of the tab, never the session (removed on sign-out). */
export const SELECTED_CUSTOMER_KEY = 'selectedCustomer';
/** The registration draft of the product's registration screens; removed on sign-out too. */
export const REGISTRATION_DRAFT_KEYS = ['registrationDraft', 'registration'] as const;

/** Spec 1 §6: a business or admin user acts for a customer of the access list. */
export const customerPicked = createEvent<number>();

/** PUT /session/customer: the gateway adds the acting customer to every later call. */
export const putCustomerFx = createEffect(async (customerId: number) => {
  await putCustomer(customerId);
  return customerId;
});
export const rememberCustomerFx = createEffect((customerId: number | null) => {
  if (customerId === null) sessionStorage.removeItem(SELECTED_CUSTOMER_KEY);
  else sessionStorage.setItem(SELECTED_CUSTOMER_KEY, String(customerId));
});
/** Sign-out removes the registration draft and the selected customer (spec 1 §4). */
export const forgetStoredFx = createEffect(() => {
  for (const key of [SELECTED_CUSTOMER_KEY, ...REGISTRATION_DRAFT_KEYS]) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
});

export const $actingCustomerId = createStore<number | null>(null).on(putCustomerFx.doneData, (_, id) => id);

sample({ clock: customerPicked, target: putCustomerFx });
sample({ clock: putCustomerFx.doneData, target: rememberCustomerFx });
$actingCustomerId.reset(sessionEnded);
sample({ clock: sessionEnded, target: forgetStoredFx });
