import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $authed } from '../../../entities/session/index.ts';
import {
  $verificationData,
  $verificationLoad,
  isBusinessCustomer,
  verificationRequested,
} from '../../../entities/verification/index.ts';
import { loadOnce, requestThroughChunk } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';

/**
 * The profile menu's loads start while it is shown. It sits outside the layout's guard, so nothing is asked
 * before somebody is signed in: the customer's data once (while not loaded yet), and a company customer's
 * company (spec 1 §2 "Profile menus": the company order and its highlights) when it turns out to be one.
 */
export const ProfileMenuGate = createGate();

/*
 * The company (entities/company: its two queries) is a chunk of its own, company-load.ts, loaded with a company
 * customer's first request: a personal customer's /home does not build it before its first render (web README
 * "Loading fast"). The chunk asks for the company and reports its highlight here; a failed load is no highlight.
 */
const loadCompany = loadOnce((): Promise<void> =>
  import('./company-load.ts').then((chunk) => chunk.connect({ companyRequestFx, companyHighlightChanged })),
);
export const companyRequestFx = requestThroughChunk<void>(loadCompany);
export const companyHighlightChanged = createEvent<boolean>();
/** Spec 1 §2: the company menu entry is highlighted while this is true (entities/company, through the chunk). */
export const $companyActionRequired = createStore(false)
  .on(companyHighlightChanged, (_, highlighted) => highlighted)
  .reset(sessionEnded);

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
  target: companyRequestFx,
});
