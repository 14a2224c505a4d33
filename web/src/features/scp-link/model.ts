import { scpRequest, storesUrlsSend } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/*
 * The /scp and /scp-mobile screens' actions (spec 1 §4 login flows, the two-factor migration): the deep link that
 * links a device, and the store links by SMS. A slice of its own, loaded with those screens: /login's start chunk
 * does not build their two mutations (web README "Loading fast"). Whether the screen is due is the sign-in's
 * migration check (features/sign-in migration.ts).
 */

/** The deep link and the store links by SMS: their errors show on the /scp screens. */
export const scpRequestMutation = createApiMutation(scpRequest, { dialog: false });
export const storesUrlsSendMutation = createApiMutation(storesUrlsSend, { dialog: false });

export const linkDeviceClicked = createEvent();
export const phoneChanged = createEvent<string>();
export const phoneSubmitted = createEvent();

export const $deeplink = createStore<string | null>(null).on(
  scpRequestMutation.finished.success,
  (_, { result }) => result.deeplink,
);
/** The deep link is being asked for (its button waits). */
export const $linkPending = scpRequestMutation.$pending;
export const $phone = createStore('').on(phoneChanged, (_, v) => v);
export const $storesSent = createStore(false).on(storesUrlsSendMutation.finished.success, () => true);
export const $scpError = createStore<Message | null>(null)
  .on([scpRequestMutation.finished.failure, storesUrlsSendMutation.finished.failure], (_, { error }) =>
    errorMessageFor(error),
  )
  .reset(scpRequestMutation.start, storesUrlsSendMutation.start);

sample({ clock: linkDeviceClicked, fn: () => ({ body: {} }), target: scpRequestMutation.start });
sample({
  clock: phoneSubmitted,
  source: $phone,
  filter: (p) => p.trim() !== '',
  fn: (phoneNumber) => ({ body: { phoneNumber: phoneNumber.trim() } }),
  target: storesUrlsSendMutation.start,
});

$deeplink.reset(sessionEnded);
$phone.reset(sessionEnded);
$storesSent.reset(sessionEnded, phoneSubmitted);
$scpError.reset(sessionEnded);
