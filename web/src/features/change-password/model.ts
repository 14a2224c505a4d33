import { passwordChange, passwordChangeConfirm } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { passwordUnmet, repeatProblem, sessionEnded } from '../../shared/lib/index.ts';

export interface ChangeValues {
  password: string;
  passwordNew: string;
  passwordNewRepeat: string;
}

/** Caught before sending: current password given, new one meets the rules, repeat equal. */
export function canChange(v: ChangeValues): boolean {
  return (
    v.password !== '' &&
    passwordUnmet(v.passwordNew).length === 0 &&
    repeatProblem(v.passwordNew, v.passwordNewRepeat) === null
  );
}

/** The change's step (not a load status): idle → code (requestKey known) → done | canceled. */
export type ChangeStep = 'idle' | 'code' | 'done' | 'canceled';

/** Errors show inline in the form and the code popup (no dialog). */
export const changeMutation = createApiMutation(passwordChange, { dialog: false });
export const confirmMutation = createApiMutation(passwordChangeConfirm, { dialog: false });

export const changeSubmitted = createEvent<ChangeValues>();
export const codeSubmitted = createEvent<string>();
export const dismissed = createEvent();
/** Realtime PasswordChange {result}: success, or 'Confirmation canceled'. */
export const resultReceived = createEvent<boolean>();

export const $requestKey = createStore<string | null>(null)
  .on(changeMutation.finished.success, (_, { result }) => result.requestKey)
  .reset(dismissed, resultReceived, confirmMutation.finished.success, sessionEnded);
export const $step = createStore<ChangeStep>('idle')
  .on(changeMutation.finished.success, () => 'code')
  .on(confirmMutation.finished.success, () => 'done')
  .on(resultReceived, (_, ok) => (ok ? 'done' : 'canceled'))
  .reset(dismissed, sessionEnded);
/** A refused change or code: its message, until the next try or the popup is closed. */
export const $error = createStore<Message | null>(null)
  .on([changeMutation.start, confirmMutation.start, dismissed], () => null)
  .on([changeMutation.finished.failure, confirmMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $busy = sample({
  source: [changeMutation.$pending, confirmMutation.$pending],
  fn: (l) => l.some(Boolean),
});

sample({ clock: changeSubmitted, filter: canChange, fn: (body) => ({ body }), target: changeMutation.start });
sample({
  clock: codeSubmitted,
  source: $requestKey,
  filter: (key, code) => key !== null && code.trim() !== '',
  fn: (key, code) => ({ body: { code: code.trim(), requestKey: key ?? '' } }),
  target: confirmMutation.start,
});
