import { passwordResetCodeCheck, passwordResetComplete, passwordResetRequest } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { passwordUnmet, repeatProblem } from '../../shared/lib/index.ts';

/** request (e-mail) → code (check) → complete (new password twice) → done. */
export type ResetStep = 'request' | 'code' | 'complete' | 'done';

/** Errors show in place: the form keeps what the user typed. */
export const requestMutation = createApiMutation(passwordResetRequest, { dialog: false });
export const codeCheckMutation = createApiMutation(passwordResetCodeCheck, { dialog: false });
export const completeMutation = createApiMutation(passwordResetComplete, { dialog: false });

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
  source: [requestMutation.$pending, codeCheckMutation.$pending, completeMutation.$pending],
  fn: (list) => list.some(Boolean),
});

/** True when the new password may be sent: every rule met and the repeat equal. */
export const canComplete = (password: string, passwordRepeat: string) =>
  passwordUnmet(password).length === 0 && repeatProblem(password, passwordRepeat) === null;

$email.on(requestSubmitted, (_, { email }) => email.trim()).on(linkOpened, (_, { email }) => email.trim());
$code.on(codeSubmitted, (_, { code }) => code.trim()).on(linkOpened, (_, { code }) => code.trim());

sample({
  clock: requestSubmitted,
  fn: ({ email }) => ({ body: { email: email.trim() } }),
  target: requestMutation.start,
});
sample({
  clock: [codeSubmitted, linkOpened],
  source: { email: $email, code: $code },
  fn: (body) => ({ body }),
  target: codeCheckMutation.start,
});
sample({
  clock: completeSubmitted,
  source: { email: $email, code: $code },
  filter: (_, { password, passwordRepeat }) => canComplete(password, passwordRepeat),
  fn: ({ email, code }, { password, passwordRepeat }) => ({ body: { email, code, password, passwordRepeat } }),
  target: completeMutation.start,
});

$step
  .on(requestMutation.finished.success, () => 'code')
  .on(codeCheckMutation.finished.success, () => 'complete')
  .on(completeMutation.finished.success, () => 'done')
  .on(linkOpened, () => 'code')
  .reset(restarted);
$error
  .on([requestMutation.start, codeCheckMutation.start, completeMutation.start], () => null)
  .on(
    [requestMutation.finished.failure, codeCheckMutation.finished.failure, completeMutation.finished.failure],
    (_, { error }) => errorMessageFor(error),
  )
  .reset(restarted);
$email.reset(restarted);
$code.reset(restarted);
