import { type PaymentInstruction, paymentInstructionViewedSet, paymentInstructionsGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createCallFx } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export const instructionsFx = createCallFx(paymentInstructionsGet, { dialog: false });
export const viewedFx = createCallFx(paymentInstructionViewedSet, { dialog: false });

export const instructionsStarted = createEvent();
export const instructionShown = createEvent<number>();

export const $instructions = createStore<PaymentInstruction[]>([])
  .on(instructionsFx.doneData, (_, r) => r.instructions)
  // viewed here at once; the server is told next
  .on(instructionShown, (list, id) => list.map((i) => (i.instructionId === id ? { ...i, viewed: true } : i)))
  .reset(sessionEnded);
export const $instructionsStatus = createStore<LoadStatus>('idle')
  .on(instructionsFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(instructionsFx.done, () => 'ready')
  .on(instructionsFx.fail, () => 'failed')
  .reset(sessionEnded);

sample({ clock: instructionsStarted, fn: () => undefined, target: instructionsFx });
const firstViewSent = createEvent<number>();
/** What the server says was viewed, so each instruction is reported once. */
const $viewedOnServer = createStore<number[]>([])
  .on(instructionsFx.doneData, (_, r) => r.instructions.filter((i) => i.viewed).map((i) => i.instructionId))
  .on(firstViewSent, (ids, id) => [...ids, id])
  .reset(sessionEnded);
const firstView = sample({
  clock: instructionShown,
  source: $viewedOnServer,
  filter: (ids, id) => !ids.includes(id),
  fn: (_, id) => id,
});
sample({ clock: firstView, target: firstViewSent });
sample({ clock: firstView, fn: (instructionId) => ({ body: { instructionId } }), target: viewedFx });
