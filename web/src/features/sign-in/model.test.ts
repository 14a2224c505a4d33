import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $sessionStatus, sessionFx } from '../../entities/session/index.ts';
import { $pendingTerms, type Credentials, type LoginAnswer, type SessionState } from '../../shared/api/index.ts';
import {
  $approveMethods,
  $email,
  $fieldErrors,
  $step,
  $stepNotice,
  pushResendClicked,
  methodChosen,
  backClicked,
  codeChanged,
  codeSubmitted,
  stopWaitingFx,
  tokenFx,
  waitForApprovalFx,
  $password,
  $serverError,
  emailChanged,
  formSubmitted,
  loginFx,
  passwordChanged,
} from './model.ts';
import { approveMethodMutation, approveMethodsQuery, approveStartMutation, pushResendMutation } from './device-step.ts';

function setup(login: (c: Credentials) => Promise<LoginAnswer>) {
  const calls: Credentials[] = [];
  const scope = fork({
    handlers: [
      [
        loginFx,
        (c: Credentials) => {
          calls.push(c);
          return login(c);
        },
      ],
      [sessionFx, async (): Promise<SessionState> => ({ authed: true, firstName: 'Alex', lastName: 'Morgan' })],
    ],
  });
  const fill = async (email: string, password: string) => {
    await allSettled(emailChanged, { scope, params: email });
    await allSettled(passwordChanged, { scope, params: password });
  };
  return { scope, calls, fill };
}

t.test('an invalid e-mail is caught before any call (spec 1 §5)', async (t) => {
  const { scope, calls, fill } = setup(async () => ({ flow: 'simple', authed: true }));
  await fill('not-an-email', 'secret');
  await allSettled(formSubmitted, { scope });
  t.equal(calls.length, 0, 'no login call');
  t.equal(scope.getState($fieldErrors).email, 'invalid');
  t.equal(scope.getState($email), 'not-an-email', 'the typed value is kept');
});

t.test('an empty password is caught before any call', async (t) => {
  const { scope, calls, fill } = setup(async () => ({ flow: 'simple', authed: true }));
  await fill('personal@demo.test', '');
  await allSettled(formSubmitted, { scope });
  t.equal(calls.length, 0);
  t.equal(scope.getState($fieldErrors).password, 'required');
});

t.test('simple flow: signs in, learns the session, forgets the password', async (t) => {
  const { scope, calls, fill } = setup(async () => ({ flow: 'simple', authed: true }));
  await fill('  personal@demo.test ', 'Demo-pass-1');
  await allSettled(formSubmitted, { scope });
  t.same(calls, [{ username: 'personal@demo.test', password: 'Demo-pass-1' }], 'trimmed username');
  t.equal(scope.getState($sessionStatus), 'authed');
  t.equal(scope.getState($password), '', 'password cleared');
  t.equal(scope.getState($serverError), null);
});

t.test('a rejected sign-in shows the server message and keeps the values', async (t) => {
  const { scope, fill } = setup(async () => {
    throw new ApiError('Wrong e-mail or password', 401, 'AU', {});
  });
  await fill('personal@demo.test', 'nope');
  await allSettled(formSubmitted, { scope });
  t.same(scope.getState($serverError), { text: 'Wrong e-mail or password' });
  t.equal(scope.getState($email), 'personal@demo.test');
  t.equal(scope.getState($password), 'nope');
  t.equal(scope.getState($sessionStatus), 'unknown', 'a failed sign-in is not a session');
});

t.test('no response: the server-error message', async (t) => {
  const { scope, fill } = setup(async () => {
    throw new TypeError('Failed to fetch');
  });
  await fill('personal@demo.test', 'x');
  await allSettled(formSubmitted, { scope });
  t.same(scope.getState($serverError), { key: 'errors.serverError' });
});

t.test('otp: the code step, then POST /session/token {otp} signs in', async (t) => {
  const { scope, fill } = setup(async () => ({ flow: 'otp' }));
  const tokens: unknown[] = [];
  await fill('otp@demo.test', 'Demo-pass-1');
  await allSettled(formSubmitted, { scope });
  t.same(scope.getState($step), { kind: 'code', flow: 'otp' });
  t.equal(scope.getState($sessionStatus), 'unknown', 'not signed in before the code');
  t.equal(scope.getState($password), '', 'the password does not outlive its use');
  const withToken = fork({
    values: [[$step, scope.getState($step)]],
    handlers: [
      [tokenFx, async (b: unknown) => (tokens.push(b), { authed: true as const })],
      [sessionFx, async (): Promise<SessionState> => ({ authed: true, firstName: 'Olga' })],
    ],
  });
  await allSettled(codeChanged, { scope: withToken, params: '12 34-56' });
  await allSettled(codeSubmitted, { scope: withToken });
  t.same(tokens, [{ otp: '123456' }], 'digits only');
  t.equal(withToken.getState($sessionStatus), 'authed');
  t.same(withToken.getState($step), { kind: 'credentials' });
});

t.test('a wrong code shows the server message and keeps the step', async (t) => {
  const scope = fork({
    values: [[$step, { kind: 'code', flow: 'otp' }]],
    handlers: [
      [
        tokenFx,
        async () => {
          throw new ApiError('Invalid or expired code', 403, undefined, {});
        },
      ],
    ],
  });
  await allSettled(codeChanged, { scope, params: '000000' });
  await allSettled(codeSubmitted, { scope });
  t.same(scope.getState($serverError), { text: 'Invalid or expired code' });
  t.same(scope.getState($step), { kind: 'code', flow: 'otp' });
  await allSettled(backClicked, { scope });
  t.same(scope.getState($step), { kind: 'credentials' }, 'a way back');
  t.equal(scope.getState($serverError), null);
});

t.test('push: waits on realtime; an accepted push completes with POST /session/token {}', async (t) => {
  const tokens: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        loginFx,
        async (): Promise<LoginAnswer> => ({
          flow: 'push',
          devices: [{ id: 1, name: 'iPhone' }],
          deeplink: 'app://auth/push?key=k',
        }),
      ],
      [waitForApprovalFx, async () => true],
      [stopWaitingFx, () => undefined],
      [tokenFx, async (b: unknown) => (tokens.push(b), { authed: true as const })],
      [sessionFx, async (): Promise<SessionState> => ({ authed: true })],
    ],
  });
  await allSettled(emailChanged, { scope, params: 'push@demo.test' });
  await allSettled(passwordChanged, { scope, params: 'Demo-pass-1' });
  await allSettled(formSubmitted, { scope });
  t.same(tokens, [{}]);
  t.equal(scope.getState($sessionStatus), 'authed');
});

t.test('push rejected on the device: a message, no sign-in', async (t) => {
  const tokens: unknown[] = [];
  const scope = fork({
    handlers: [
      [loginFx, async (): Promise<LoginAnswer> => ({ flow: 'push', devices: [] })],
      [waitForApprovalFx, async () => false],
      [tokenFx, async (b: unknown) => (tokens.push(b), { authed: true as const })],
    ],
  });
  await allSettled(emailChanged, { scope, params: 'push@demo.test' });
  await allSettled(passwordChanged, { scope, params: 'Demo-pass-1' });
  await allSettled(formSubmitted, { scope });
  t.same(tokens, []);
  t.same(scope.getState($serverError), { key: 'login.pushRejected' });
  t.equal(scope.getState($step).kind, 'push');
});

t.test('verifyDevice: loads the approve methods and waits', async (t) => {
  const scope = fork({
    handlers: [
      [loginFx, async (): Promise<LoginAnswer> => ({ flow: 'verifyDevice', userId: 7 })],
      [waitForApprovalFx, () => new Promise<boolean>(() => undefined)],
      [approveMethodsQuery.__.executeFx, async () => ({ methods: [{ id: 'email', name: 'E-mail code' }] })],
    ],
  });
  await allSettled(emailChanged, { scope, params: 'device@demo.test' });
  await allSettled(passwordChanged, { scope, params: 'Demo-pass-1' });
  const done = allSettled(formSubmitted, { scope });
  await new Promise((r) => setTimeout(r, 10));
  t.same(scope.getState($step), { kind: 'verifyDevice', deviceId: 7 });
  t.same(scope.getState($approveMethods), [{ id: 'email', name: 'E-mail code' }]);
  void done;
});

t.test('a second submit while pending does not call again', async (t) => {
  let release: (a: LoginAnswer) => void = () => undefined;
  const { scope, calls, fill } = setup(() => new Promise<LoginAnswer>((r) => (release = r)));
  await fill('personal@demo.test', 'Demo-pass-1');
  const first = allSettled(formSubmitted, { scope });
  // allSettled would wait for the pending call, so the second submit is only launched.
  const second = allSettled(formSubmitted, { scope });
  await new Promise((r) => setTimeout(r, 10));
  t.equal(calls.length, 1);
  release({ flow: 'simple', authed: true });
  await Promise.all([first, second]);
  t.equal(calls.length, 1, 'still one call after it settled');
});

t.test('spec 1 §4: terms pending at sign-in still sign in, and the terms are shown', async (t) => {
  const terms = [{ id: 'tos', label: 'I have read and accept', text: 'the Terms' }];
  const { scope, fill } = setup(async () => ({ flow: 'simple', authed: true, terms }));
  await fill('personal@demo.test', 'Demo-pass-1');
  await allSettled(formSubmitted, { scope });
  t.equal(scope.getState($sessionStatus), 'authed');
  t.same(scope.getState($pendingTerms), terms);
});

t.test('verifyDevice with a code method: start, approve with the code, then POST /session/token {}', async (t) => {
  const calls: unknown[] = [];
  const scope = fork({
    values: [[$step, { kind: 'verifyDevice', deviceId: 7 }]],
    handlers: [
      [approveStartMutation.__.executeFx, async (i: unknown) => (calls.push(['start', i]), {})],
      [approveMethodMutation.__.executeFx, async (i: unknown) => (calls.push(['approve', i]), { approved: true })],
      [tokenFx, async (b: unknown) => (calls.push(['token', b]), { authed: true as const })],
      [sessionFx, async (): Promise<SessionState> => ({ authed: true })],
      [stopWaitingFx, () => undefined],
    ],
  });
  await allSettled(methodChosen, { scope, params: 'email' });
  await allSettled(codeChanged, { scope, params: '123456' });
  await allSettled(codeSubmitted, { scope });
  t.same(calls, [
    ['start', { params: { deviceId: 7 }, body: {} }],
    ['approve', { params: { deviceId: 7, methodId: 'email' }, body: { code: '123456' } }],
    ['token', {}],
  ]);
  t.equal(scope.getState($sessionStatus), 'authed');
});

t.test('push re-send: a notice when sent, the server message when refused', async (t) => {
  let refuse = false;
  let sent = 0;
  const scope = fork({
    values: [[$step, { kind: 'push', devices: [], deeplink: null }]],
    handlers: [
      [
        pushResendMutation.__.executeFx,
        async () => {
          sent += 1;
          if (refuse) throw new ApiError('Too many requests, try again later', 429, undefined, {});
          return undefined;
        },
      ],
    ],
  });
  await allSettled(pushResendClicked, { scope });
  t.equal(sent, 1);
  t.same(scope.getState($stepNotice), { key: 'login.pushResent' });
  t.equal(scope.getState($serverError), null);
  refuse = true;
  await allSettled(pushResendClicked, { scope });
  t.equal(sent, 2);
  t.same(scope.getState($serverError), { text: 'Too many requests, try again later' });
});

t.test('verifyDevice: a refused approval code shows the server message and does not sign in', async (t) => {
  const tokens: unknown[] = [];
  const scope = fork({
    values: [[$step, { kind: 'verifyDevice', deviceId: 7 }]],
    handlers: [
      [approveStartMutation.__.executeFx, async () => ({})],
      [
        approveMethodMutation.__.executeFx,
        async () => {
          throw new ApiError('Invalid code', 400, undefined, {});
        },
      ],
      [tokenFx, async (b: unknown) => (tokens.push(b), { authed: true as const })],
    ],
  });
  await allSettled(methodChosen, { scope, params: 'email' });
  await allSettled(codeChanged, { scope, params: '000000' });
  await allSettled(codeSubmitted, { scope });
  t.same(scope.getState($serverError), { text: 'Invalid code' });
  t.same(tokens, []);
  t.same(scope.getState($step), { kind: 'verifyDevice', deviceId: 7 });
});
