import { approveMethods, authDeviceApprove, authDeviceApproveMethod, pushResend } from '@app/contracts';
import { sample } from 'effector';
import {
  type Message,
  type TokenStep,
  createApiMutation,
  createApiQuery,
  errorMessageFor,
} from '../../shared/api/index.ts';
import {
  $approveMethods,
  $chosenMethod,
  $code,
  $serverError,
  $step,
  $stepNotice,
  backClicked,
  codeSubmitted,
  completeFx,
  methodChosen,
  pushResendClicked,
  signInFx,
} from './model.ts';
import type { SignInStep } from './steps.ts';

/*
 * The contracts calls of the second step (a push to a linked device, a device approval) through the data primitive;
 * their errors show inline on the step (dialog: false). A chunk of its own: /login's first paint does not build these
 * four farfetched units; it loads when the user types, and signInFx waits for it before it signs in (model.ts).
 */
export const pushResendMutation = createApiMutation(pushResend, { dialog: false });
/** The device approval methods, loaded when a verifyDevice step begins. */
export const approveMethodsQuery = createApiQuery(approveMethods, { dialog: false });
export const approveStartMutation = createApiMutation(authDeviceApprove, { dialog: false });
export const approveMethodMutation = createApiMutation(authDeviceApproveMethod, { dialog: false });

sample({
  clock: signInFx.doneData,
  filter: (answer) => answer.flow === 'verifyDevice',
  fn: () => undefined,
  target: approveMethodsQuery.start,
});
sample({ clock: backClicked, target: approveMethodsQuery.reset });
sample({
  clock: approveMethodsQuery.finished.finally,
  fn: (answer) => (answer.status === 'done' ? answer.result.methods : []),
  target: $approveMethods,
});

/* verifyDevice: choose a method; push waits on realtime, the others take a code. */
const deviceIdOf = (step: SignInStep) =>
  step.kind === 'verifyDevice' && step.deviceId !== null ? step.deviceId : null;
sample({
  clock: methodChosen,
  source: $step,
  filter: (step) => deviceIdOf(step) !== null,
  fn: (step) => ({ params: { deviceId: deviceIdOf(step) ?? '' }, body: {} }),
  target: approveStartMutation.start,
});
sample({
  clock: codeSubmitted,
  source: { step: $step, code: $code, method: $chosenMethod, pending: approveMethodMutation.$pending },
  filter: ({ step, code, method, pending }) =>
    !pending && code.length > 0 && method !== null && deviceIdOf(step) !== null,
  fn: ({ step, code, method }) => ({
    params: { deviceId: deviceIdOf(step) ?? '', methodId: method ?? '' },
    body: { code },
  }),
  target: approveMethodMutation.start,
});
sample({
  clock: approveMethodMutation.finished.success,
  filter: ({ result }) => result.approved,
  fn: (): TokenStep => ({}),
  target: completeFx,
});
sample({
  clock: [approveStartMutation.finished.failure, approveMethodMutation.finished.failure],
  fn: ({ error }) => errorMessageFor(error),
  target: $serverError,
});

sample({
  clock: pushResendClicked,
  filter: pushResendMutation.$pending.map((p) => !p),
  fn: () => undefined,
  target: pushResendMutation.start,
});
sample({
  clock: pushResendMutation.finished.success,
  fn: (): Message => ({ key: 'login.pushResent' }),
  target: $stepNotice,
});
sample({
  clock: pushResendMutation.finished.failure,
  fn: ({ error }) => errorMessageFor(error),
  target: $serverError,
});
