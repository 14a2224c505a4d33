import { passwordChange, passwordChangeConfirm } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
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

/** idle → code (requestKey known) → done | canceled. */
export type ChangeStatus = 'idle' | 'code' | 'done' | 'canceled';

export const changeFx = createCallFx(passwordChange, { dialog: false });
export const confirmFx = createCallFx(passwordChangeConfirm, { dialog: false });

export const changeSubmitted = createEvent<ChangeValues>();
export const codeSubmitted = createEvent<string>();
export const dismissed = createEvent();
/** Realtime PasswordChange {result}: success, or 'Confirmation canceled'. */
export const resultReceived = createEvent<boolean>();

export const $requestKey = createStore<string | null>(null)
  .on(changeFx.doneData, (_, r) => r.requestKey)
  .reset(dismissed, resultReceived, confirmFx.done, sessionEnded);
export const $status = createStore<ChangeStatus>('idle')
  .on(changeFx.done, () => 'code')
  .on(confirmFx.done, () => 'done')
  .on(resultReceived, (_, ok) => (ok ? 'done' : 'canceled'))
  .reset(dismissed, sessionEnded);
export const $error = createStore<Message | null>(null)
  .on([changeFx, confirmFx, dismissed], () => null)
  .on([changeFx.failData, confirmFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $busy = sample({ source: [changeFx.pending, confirmFx.pending], fn: (l) => l.some(Boolean) });

sample({ clock: changeSubmitted, filter: canChange, fn: (body) => ({ body }), target: changeFx });
sample({
  clock: codeSubmitted,
  source: $requestKey,
  filter: (key, code) => key !== null && code.trim() !== '',
  fn: (key, code) => ({ body: { code: code.trim(), requestKey: key ?? '' } }),
  target: confirmFx,
});
