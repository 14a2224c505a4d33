import { customerInfoGet, twoStepConfirm, twoStepRequest } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** login2faMode values (spec 1 §3: 'no' means off). */
export const twoStepModes = ['no', 'otp', 'sms'] as const;
export type TwoStepMode = (typeof twoStepModes)[number];
/** The mode is for sign-in; typeMode names what it guards. */
export const TYPE_MODE = 'login';

/** The customer's current mode; errors show inline in the section and the modal (no dialog). */
export const infoQuery = createApiQuery(customerInfoGet, { dialog: false });
export const requestMutation = createApiMutation(twoStepRequest, { dialog: false });
/** The gateway keeps any tokens of this answer; the browser never sees them. */
export const confirmMutation = createApiMutation(twoStepConfirm, { dialog: false });

export const opened = createEvent();
export const modeChosen = createEvent<TwoStepMode>();
export const codeSubmitted = createEvent<string>();
export const modalClosed = createEvent();
/** Realtime: TwoStepVerificationModeSet reloads the user's data and closes; TwoStepVerificationConfirmed closes. */
export const realtimeReceived = createEvent<string>();

export const $mode = createStore<string>('no')
  .on(infoQuery.finished.success, (_, { result }) => result.customer?.login2faMode ?? 'no')
  .reset(sessionEnded);
/**
 * The section's status: the customer data's load (shared/api's rule). A reload after a confirmed change keeps
 * the form ('ready'); a failed one shows its error with a retry instead of a mode that may be the old one.
 */
export const $loadStatus = infoQuery.$loadStatus;
/** The pending change: the mode asked for (twoStepRequest's `mode`) and its request id (null: the modal is closed). */
export const $pending = createStore<{ mode: string; reqId: string | number } | null>(null)
  .on(requestMutation.finished.success, (_, { params, result }) => ({
    mode: params.body.mode,
    reqId: result.reqId,
  }))
  .reset(modalClosed, confirmMutation.finished.success, sessionEnded);
/** A 400 shows its message (spec 1 §7). */
export const $error = createStore<Message | null>(null)
  .on([requestMutation.start, confirmMutation.start, modalClosed], () => null)
  .on(
    [requestMutation.finished.failure, confirmMutation.finished.failure, infoQuery.finished.failure],
    (_, { error }) => errorMessageFor(error),
  )
  .reset(sessionEnded);
export const $busy = sample({
  source: [requestMutation.$pending, confirmMutation.$pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: [opened, confirmMutation.finished.success], fn: () => undefined, target: infoQuery.start });
sample({
  clock: modeChosen,
  source: $mode,
  filter: (current, mode) => current !== mode,
  fn: (_, mode) => ({ body: { mode, typeMode: TYPE_MODE } }),
  target: requestMutation.start,
});
sample({
  clock: codeSubmitted,
  source: $pending,
  filter: (pending, code) => pending !== null && code.trim() !== '',
  fn: (pending, code) => ({ params: { reqId: pending?.reqId ?? '' }, body: { code: code.trim() } }),
  target: confirmMutation.start,
});
sample({
  clock: realtimeReceived,
  filter: (type) => type === 'TwoStepVerificationModeSet',
  fn: () => undefined,
  target: [infoQuery.start, modalClosed],
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
