import { sample } from 'effector';
import { createGate } from 'effector-react';
import { companyRequested } from '../../../entities/company/index.ts';
import { $authed } from '../../../entities/session/index.ts';
import {
  $verificationData,
  $verificationLoad,
  isBusinessCustomer,
  verificationRequested,
} from '../../../entities/verification/index.ts';

/**
 * The profile menu's loads start while it is shown. It sits outside the layout's guard, so nothing is asked
 * before somebody is signed in: the customer's data once (while not loaded yet), and a company customer's
 * company (spec 1 §2 "Profile menus": the company order and its highlights) when it turns out to be one.
 */
export const ProfileMenuGate = createGate();

const $business = $verificationData.map((d) => (d ? isBusinessCustomer(d.customer.customerType) : false));

sample({
  clock: [ProfileMenuGate.open, $authed.updates, $verificationLoad.updates],
  source: { open: ProfileMenuGate.status, authed: $authed, load: $verificationLoad },
  filter: ({ open, authed, load }) => open && authed && load === 'idle',
  fn: () => undefined,
  target: verificationRequested,
});
sample({
  clock: [ProfileMenuGate.open, $authed.updates, $business.updates],
  source: { open: ProfileMenuGate.status, authed: $authed, business: $business },
  filter: ({ open, authed, business }) => open && authed && business,
  fn: () => undefined,
  target: companyRequested,
});
