import { createEffect, createEvent, createStore, sample } from 'effector';
import { sessionFx } from '../../entities/session/index.ts';
import {
  type AuthedAnswer,
  type Credentials,
  type LoginAnswer,
  type Message,
  type TokenStep,
  errorMessageFor,
  postLogin,
  postToken,
  termsOf,
  termsReceived,
} from '../../shared/api/index.ts';
import { type SignInStep, stepFor, tokenErrorMessageFor } from './steps.ts';
import { waitForApproval, stopWaiting } from './realtime.ts';
import { type EmailProblem, emailProblem, sessionEnded } from '../../shared/lib/index.ts';

export interface SignInErrors {
  email: EmailProblem | null;
  password: 'required' | null;
}

/** Spec 1 §5: the username must be a valid e-mail; the password must not be empty. */
export function validateSignIn(values: Credentials): SignInErrors {
  return { email: emailProblem(values.username), password: values.password === '' ? 'required' : null };
}

export const isValid = (e: SignInErrors) => e.email === null && e.password === null;

/** simple and direct end signed in; the other flows need a second step. */
export const completesHere = (answer: LoginAnswer) => answer.authed === true;

export const emailChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const formSubmitted = createEvent();

/** POST /session/login; the gateway keeps the tokens. */
export const loginFx = createEffect(postLogin);

/**
 * What follows the password, as chunks of their own: the second step's contracts calls (device-step.ts), its screens
 * (ui/sign-in-steps.tsx) and the two-factor migration check (migration-check.ts), so /login's first paint does not
 * build their farfetched units nor hold those screens.
 * They start loading when the user types (a sign-in is seconds away) and signInFx waits for them before it signs
 * in, so their samples listen before any of their clocks fires. Loaded once; a failed load is tried again by the
 * next attempt and fails this sign-in like a lost answer.
 */
let afterPassword: Promise<void> | undefined;
export const loadAfterPasswordFx = createEffect(
  () =>
    (afterPassword ??= Promise.all([
      import('./device-step.ts'),
      import('./migration-check.ts'),
      import('./ui/sign-in-steps.tsx'),
    ]).then(
      () => undefined,
      (error: unknown) => {
        afterPassword = undefined;
        throw error;
      },
    )),
);

/** Sign in, then learn who signed in (GET /session) before leaving the page. */
export const signInFx = createEffect(async (credentials: Credentials) => {
  await loadAfterPasswordFx();
  const answer = await loginFx(credentials);
  if (completesHere(answer)) await sessionFx();
  return answer;
});

export const $email = createStore('').on(emailChanged, (_, v) => v);
export const $password = createStore('').on(passwordChanged, (_, v) => v);
sample({ clock: [emailChanged, passwordChanged], fn: () => undefined, target: loadAfterPasswordFx });
/** Field errors show after the first submit, then follow the typing. */
export const $submitted = createStore(false).on(formSubmitted, () => true);
export const $fieldErrors = sample({
  source: { username: $email, password: $password },
  fn: validateSignIn,
});
export const $serverError = createStore<Message | null>(null);
export const $flowNotice = createStore<LoginAnswer['flow'] | null>(null);
export const $pending = signInFx.pending;

sample({
  clock: formSubmitted,
  source: { username: $email, password: $password, pending: $pending },
  filter: ({ username, password, pending }) => !pending && isValid(validateSignIn({ username, password })),
  fn: ({ username, password }): Credentials => ({ username: username.trim(), password }),
  target: signInFx,
});

$serverError.on(signInFx, () => null).on(signInFx.failData, (_, error) => errorMessageFor(error));
/** Kept for the UI: a flow this client does not know (none today). */
$flowNotice.on(signInFx, () => null);

/* The second step: code entry (otp, sms), a push to a linked device, or a device approval. */
export const $step = createStore<SignInStep>({ kind: 'credentials' });
export const codeChanged = createEvent<string>();
export const codeSubmitted = createEvent();
export const backClicked = createEvent();
export const pushResendClicked = createEvent();
/** The user says the push or the device approval was accepted (when realtime could not tell). */
export const approvedClicked = createEvent();

/** POST /session/token: the gateway completes the pending flow and keeps the tokens. */
export const tokenFx = createEffect(postToken);
export const completeFx = createEffect(async (step: TokenStep): Promise<AuthedAnswer> => {
  const answer = await tokenFx(step);
  await sessionFx();
  return answer;
});
/** Waits on /realtime for PushLoginConfirmed; true when accepted. */
export const waitForApprovalFx = createEffect(waitForApproval);
export const stopWaitingFx = createEffect(stopWaiting);
/*
 * POST /session/login and /session/token (loginFx, tokenFx) are the gateway's own session surface, not contracts
 * calls: they stay effects. The contracts calls of the second step go through the data primitive (device-step.ts).
 */

export const $code = createStore('').on(codeChanged, (_, v) => v.replace(/\D/g, '').slice(0, 8));
/** The device approval methods of a verifyDevice step (device-step.ts loads them). */
export const $approveMethods = createStore<{ id: string | number; name: string }[]>([]);
export const $stepNotice = createStore<Message | null>(null);
export const $stepPending = completeFx.pending;

$step.on(signInFx.doneData, (current, answer) => (completesHere(answer) ? current : stepFor(answer)));
$step.reset(backClicked, completeFx.done, sessionEnded);
$code.reset(backClicked, completeFx, sessionEnded, signInFx.done);
$stepNotice.reset(backClicked, signInFx, completeFx, sessionEnded);
$approveMethods.reset(backClicked, sessionEnded);

const waiting = sample({
  clock: signInFx.doneData,
  filter: (answer) => answer.flow === 'push' || answer.flow === 'verifyDevice',
});
sample({ clock: waiting, fn: () => undefined, target: waitForApprovalFx });
sample({ clock: [backClicked, sessionEnded], target: stopWaitingFx });

/* verifyDevice: choose a method; push waits on realtime, the others take a code (device-step.ts). */
export const methodChosen = createEvent<string | number>();
export const $chosenMethod = createStore<string | number | null>(null)
  .on(methodChosen, (_, id) => id)
  .reset(backClicked, completeFx.done, sessionEnded);
sample({
  clock: codeSubmitted,
  source: { step: $step, code: $code, pending: $stepPending },
  filter: ({ step, code, pending }) => step.kind === 'code' && !pending && code.length > 0,
  fn: ({ code }): TokenStep => ({ otp: code }),
  target: completeFx,
});
sample({
  clock: [waitForApprovalFx.doneData.filter({ fn: (ok) => ok }), approvedClicked],
  source: $stepPending,
  filter: (pending) => !pending,
  fn: (): TokenStep => ({}),
  target: completeFx,
});
sample({
  clock: waitForApprovalFx.doneData.filter({ fn: (ok) => !ok }),
  fn: (): Message => ({ key: 'login.pushRejected' }),
  target: $serverError,
});
$serverError.on(completeFx, () => null).on(completeFx.failData, (_, error) => tokenErrorMessageFor(error));
$serverError.reset(backClicked);
sample({ clock: completeFx.done, target: stopWaitingFx });

const signedIn = sample({
  clock: [signInFx.doneData.filter({ fn: completesHere }), completeFx.doneData],
});
// The password never outlives its use; the e-mail stays typed on failure.
$password.reset(signInFx.done, signedIn, sessionEnded, backClicked);
$email.reset(sessionEnded);
$submitted.reset(signedIn, sessionEnded);

// Spec 1 §4: a terms error on customer info counts as signed in; the terms are shown.
sample({
  clock: signedIn,
  filter: (answer) => termsOf(answer).length > 0,
  fn: (answer) => termsOf(answer),
  target: termsReceived,
});

// Where to go next is the route guard's decision: the stored initial path once, else home.
