import { activationCodeResend } from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';

/** After a code was sent, the next one can be asked for after this long (a decision: the spec shows none). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left before another resend, 0 when it is allowed. */
export function resendWait(sentAt: number | null, now: number, cooldownSeconds = RESEND_COOLDOWN_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.min(cooldownSeconds, Math.ceil((sentAt + cooldownSeconds * 1000 - now) / 1000)));
}

/** The resend shows its refusal beside its button (dialog: false). */
export const resendMutation = createApiMutation(activationCodeResend, { dialog: false });
/** The clock, read when a code was sent; replaced in tests. */
export const sentAtFx = createEffect(() => Date.now());

/** 'Resend activation code' for this username (or business e-mail). */
export const resendClicked = createEvent<string>();
/** The UI's clock, every second while the countdown shows. */
export const resendTicked = createEvent<number>();

export const $resendSentAt = createStore<number | null>(null).on(sentAtFx.doneData, (_, at) => at);
const $now = createStore(0)
  .on(resendTicked, (_, now) => now)
  .on(sentAtFx.doneData, (_, at) => at);
export const $resendWait = combine($resendSentAt, $now, (sentAt, now) => resendWait(sentAt, now));
export const $resendPending = resendMutation.$pending;
export const $resendSent = createStore(false)
  .on(resendMutation.finished.success, () => true)
  .on([resendMutation.start, resendMutation.finished.failure], () => false);
export const $resendError = createStore<Message | null>(null)
  .on(resendMutation.start, () => null)
  .on(resendMutation.finished.failure, (_, { error }) => errorMessageFor(error));

const asked = sample({
  clock: resendClicked,
  source: { pending: $resendPending, wait: $resendWait },
  filter: ({ pending, wait }) => !pending && wait === 0,
  fn: (_, username) => username.trim(),
});
sample({
  clock: asked,
  filter: (username) => username !== '',
  fn: (username) => ({ body: { username } }),
  target: resendMutation.start,
});
sample({
  clock: asked,
  filter: (username) => username === '',
  fn: (): Message => ({ key: 'activation.resendUserRequired' }),
  target: $resendError,
});
sample({ clock: resendMutation.finished.success, fn: () => undefined, target: sentAtFx });
