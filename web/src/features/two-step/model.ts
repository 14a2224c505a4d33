import { customerInfoGet, twoStepConfirm, twoStepRequest } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** login2faMode values (spec 1 §3: 'no' means off). */
export const twoStepModes = ['no', 'otp', 'sms'] as const;
export type TwoStepMode = (typeof twoStepModes)[number];
/** The mode is for sign-in; typeMode names what it guards. */
export const TYPE_MODE = 'login';

export const infoFx = createCallFx(customerInfoGet, { dialog: false });
export const requestFx = createCallFx(twoStepRequest, { dialog: false });
/** The gateway keeps any tokens of this answer; the browser never sees them. */
export const confirmFx = createCallFx(twoStepConfirm, { dialog: false });

export const opened = createEvent();
export const modeChosen = createEvent<TwoStepMode>();
export const codeSubmitted = createEvent<string>();
export const modalClosed = createEvent();
/** Realtime: TwoStepVerificationModeSet reloads the user's data and closes; TwoStepVerificationConfirmed closes. */
export const realtimeReceived = createEvent<string>();

export const $mode = createStore<string>('no')
  .on(infoFx.doneData, (_, r) => r.customer?.login2faMode ?? 'no')
  .reset(sessionEnded);
export const $loaded = createStore(false)
  .on(infoFx.done, () => true)
  .reset(sessionEnded);
/** The pending change: the mode asked for (twoStepRequest's `mode`) and its request id (null: the modal is closed). */
export const $pending = createStore<{ mode: string; reqId: string | number } | null>(null)
  .on(requestFx.done, (_, { params, result }) => ({
    mode: params.body.mode,
    reqId: result.reqId,
  }))
  .reset(modalClosed, confirmFx.done, sessionEnded);
/** A 400 shows its message (spec 1 §7). */
export const $error = createStore<Message | null>(null)
  .on([requestFx, confirmFx, modalClosed], () => null)
  .on([requestFx.failData, confirmFx.failData, infoFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $busy = sample({
  source: [requestFx.pending, confirmFx.pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: [opened, confirmFx.done], fn: () => undefined, target: infoFx });
sample({
  clock: modeChosen,
  source: $mode,
  filter: (current, mode) => current !== mode,
  fn: (_, mode) => ({ body: { mode, typeMode: TYPE_MODE } }),
  target: requestFx,
});
sample({
  clock: codeSubmitted,
  source: $pending,
  filter: (pending, code) => pending !== null && code.trim() !== '',
  fn: (pending, code) => ({ params: { reqId: pending?.reqId ?? '' }, body: { code: code.trim() } }),
  target: confirmFx,
});
sample({
  clock: realtimeReceived,
  filter: (type) => type === 'TwoStepVerificationModeSet',
  fn: () => undefined,
  target: [infoFx, modalClosed],
});
sample({
  clock: realtimeReceived,
  filter: (type) => type === 'TwoStepVerificationConfirmed',
  fn: () => undefined,
  target: modalClosed,
});

/** The screen's loads start when it opens. */
export const TwoStepGate = createGate();
sample({ clock: TwoStepGate.open, fn: () => undefined, target: opened });
