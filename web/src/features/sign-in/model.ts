import { createEffect, createEvent, createStore, sample } from 'effector';
import { sessionFx } from '../../entities/session/index.ts';
import {
  type Credentials,
  type LoginAnswer,
  type Message,
  errorMessageFor,
  postLogin,
  termsOf,
  termsReceived,
} from '../../shared/api/index.ts';
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

/** This issue completes only the simple (and direct) flow; the others get a notice for now. */
export const completesHere = (answer: LoginAnswer) => answer.authed === true;

export const emailChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const formSubmitted = createEvent();

/** POST /session/login; the gateway keeps the tokens. */
export const loginFx = createEffect(postLogin);

/** Sign in, then learn who signed in (GET /session) before leaving the page. */
export const signInFx = createEffect(async (credentials: Credentials) => {
  const answer = await loginFx(credentials);
  if (completesHere(answer)) await sessionFx();
  return answer;
});

export const $email = createStore('').on(emailChanged, (_, v) => v);
export const $password = createStore('').on(passwordChanged, (_, v) => v);
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
$flowNotice.on(signInFx, () => null).on(signInFx.doneData, (_, answer) => (completesHere(answer) ? null : answer.flow));

const signedIn = sample({ clock: signInFx.doneData, filter: completesHere });
// The password never outlives its use; the e-mail stays typed on failure.
$password.reset(signedIn, sessionEnded);
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
