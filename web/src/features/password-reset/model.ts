import { passwordResetCodeCheck, passwordResetComplete, passwordResetRequest } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { passwordUnmet, repeatProblem } from '../../shared/lib/index.ts';

/** request (e-mail) → code (check) → complete (new password twice) → done. */
export type ResetStep = 'request' | 'code' | 'complete' | 'done';

/** Errors show in place: the form keeps what the user typed. */
export const requestFx = createCallFx(passwordResetRequest, { dialog: false });
export const codeCheckFx = createCallFx(passwordResetCodeCheck, { dialog: false });
export const completeFx = createCallFx(passwordResetComplete, { dialog: false });

export const requestSubmitted = createEvent<{ email: string }>();
export const codeSubmitted = createEvent<{ code: string }>();
/** An e-mailed link carries both: straight to the code check. */
export const linkOpened = createEvent<{ email: string; code: string }>();
export const completeSubmitted = createEvent<{ password: string; passwordRepeat: string }>();
export const restarted = createEvent();

export const $step = createStore<ResetStep>('request');
export const $email = createStore('');
export const $code = createStore('');
export const $error = createStore<Message | null>(null);
export const $pending = sample({
  source: [requestFx.pending, codeCheckFx.pending, completeFx.pending],
  fn: (list) => list.some(Boolean),
});

/** True when the new password may be sent: every rule met and the repeat equal. */
export const canComplete = (password: string, passwordRepeat: string) =>
  passwordUnmet(password).length === 0 && repeatProblem(password, passwordRepeat) === null;

$email.on(requestSubmitted, (_, { email }) => email.trim()).on(linkOpened, (_, { email }) => email.trim());
$code.on(codeSubmitted, (_, { code }) => code.trim()).on(linkOpened, (_, { code }) => code.trim());

sample({ clock: requestSubmitted, fn: ({ email }) => ({ body: { email: email.trim() } }), target: requestFx });
sample({
  clock: [codeSubmitted, linkOpened],
  source: { email: $email, code: $code },
  fn: (body) => ({ body }),
  target: codeCheckFx,
});
sample({
  clock: completeSubmitted,
  source: { email: $email, code: $code },
  filter: (_, { password, passwordRepeat }) => canComplete(password, passwordRepeat),
  fn: ({ email, code }, { password, passwordRepeat }) => ({ body: { email, code, password, passwordRepeat } }),
  target: completeFx,
});

$step
  .on(requestFx.done, () => 'code')
  .on(codeCheckFx.done, () => 'complete')
  .on(completeFx.done, () => 'done')
  .on(linkOpened, () => 'code')
  .reset(restarted);
$error
  .on([requestFx, codeCheckFx, completeFx], () => null)
  .on([requestFx.failData, codeCheckFx.failData, completeFx.failData], (_, error) => errorMessageFor(error))
  .reset(restarted);
$email.reset(restarted);
$code.reset(restarted);
