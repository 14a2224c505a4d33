import { ApiError, loginConfirm } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * The device-approval screen (spec 1 §6 "PUT /auth/login/{key}/confirm, body result (boolean); 204"; §4 push sign-in:
 * "the app waits on a realtime channel for acceptance"). Decision (the spec shows the call, not the screen): the push
 * sign-in's deep link `<scheme>://auth/push?key=` opened in a browser where the customer is signed in (another device)
 * lands here; they approve or decline the other sign-in, once. The answer is final: no second answer for the same key.
 */
export type Outcome = 'approved' | 'declined' | 'gone' | null;

/** What an answer to the confirmation means for this screen. */
export function outcomeOf(result: boolean | null, error: unknown): { outcome: Outcome; message: Message | null } {
  if (error instanceof ApiError && error.status === 404) return { outcome: 'gone', message: null };
  if (error !== null) return { outcome: null, message: errorMessageFor(error) };
  return { outcome: result === true ? 'approved' : result === false ? 'declined' : null, message: null };
}

export const LoginApprovalGate = createGate<{ key: string }>();
export const answered = createEvent<boolean>();

export const confirmMutation = createApiMutation(loginConfirm, { dialog: false });
export const $pending = confirmMutation.$pending;

const $key = LoginApprovalGate.state.map((s) => s.key ?? '');
export const $outcome = createStore<Outcome>(null)
  .on(confirmMutation.finished.success, (_, { params }) => outcomeOf(params.body.result, null).outcome)
  .on(confirmMutation.finished.failure, (_, { error }) => outcomeOf(null, error).outcome)
  .reset([$key.updates, sessionEnded]);
export const $error = createStore<Message | null>(null)
  .on(confirmMutation.finished.failure, (_, { error }) => outcomeOf(null, error).message)
  .reset([confirmMutation.start, $key.updates, sessionEnded]);

sample({
  clock: answered,
  source: { key: $key, busy: $pending, outcome: $outcome },
  filter: ({ key, busy, outcome }) => key !== '' && !busy && outcome === null,
  fn: ({ key }, result) => ({ params: { key }, body: { result } }),
  target: confirmMutation.start,
});
