import { type PaymentInstruction, paymentInstructionsGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createApiQuery, loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Errors show inline (the section's retry), so no error dialog. */
export const instructionsQuery = createApiQuery(paymentInstructionsGet, { dialog: false });

/*
 * The "viewed" call is a chunk of its own, model/viewed.ts, loaded with the first instruction to report: /home's
 * first render does not build its mutation (web README "Loading fast"). A request loads the chunk (once; a failed
 * load is tried again by the next request), then reaches the mutation, which listens by then. A failed load is like a
 * failed call: the instruction stays viewed here.
 */
const loadViewed = loadOnce((): Promise<void> =>
  import('./model/viewed.ts').then((chunk) => chunk.connect({ viewedRequestFx })),
);
export const viewedRequestFx = requestThroughChunk<{ body: { instructionId: number } }>(loadViewed);

export const instructionsStarted = createEvent();
export const instructionShown = createEvent<number>();

export const $instructions = createStore<PaymentInstruction[]>([])
  .on(instructionsQuery.finished.success, (_, { result }) => result.instructions)
  // viewed here at once; the server is told next
  .on(instructionShown, (list, id) => list.map((i) => (i.instructionId === id ? { ...i, viewed: true } : i)))
  .reset(sessionEnded);
export const $instructionsStatus = instructionsQuery.$loadStatus;

sample({ clock: instructionsStarted, fn: () => undefined, target: instructionsQuery.start });
const firstViewSent = createEvent<number>();
/** What the server says was viewed, so each instruction is reported once. */
const $viewedOnServer = createStore<number[]>([])
  .on(instructionsQuery.finished.success, (_, { result }) =>
    result.instructions.filter((i) => i.viewed).map((i) => i.instructionId),
  )
  .on(firstViewSent, (ids, id) => [...ids, id])
  .reset(sessionEnded);
const firstView = sample({
  clock: instructionShown,
  source: $viewedOnServer,
  filter: (ids, id) => !ids.includes(id),
  fn: (_, id) => id,
});
sample({ clock: firstView, target: firstViewSent });
sample({ clock: firstView, fn: (instructionId) => ({ body: { instructionId } }), target: viewedRequestFx });
