import type { PaymentInstruction } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';

/*
 * The list's query is a chunk of its own, model/list.ts, loaded with its first request (the page's open): /home's
 * first render does not build it (web README "Loading fast"). A failed load counts as a failed load of the list (the
 * section's retry asks again).
 */
const loadList = loadOnce((): Promise<void> =>
  import('./model/list.ts').then((chunk) =>
    chunk.connect({ instructionsRequestFx, instructionsAnswered, instructionsFailed }),
  ),
);
export const instructionsRequestFx = requestThroughChunk<void>(loadList);
/** The chunk's outcomes: the list, or a failed load. */
export const instructionsAnswered = createEvent<PaymentInstruction[]>();
export const instructionsFailed = createEvent();

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
  .on(instructionsAnswered, (_, list) => list)
  // viewed here at once; the server is told next
  .on(instructionShown, (list, id) => list.map((i) => (i.instructionId === id ? { ...i, viewed: true } : i)))
  .reset(sessionEnded);
/**
 * The list's status, by the rule of a query's $loadStatus (shared/api loadStatusFor): a reload of a list already
 * shown stays 'ready' while it runs, a failed load is 'failed' (the section's retry), and the load after it 'loading'.
 */
export const $instructionsStatus = createStore<LoadStatusValue>('idle')
  .on(instructionsRequestFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(instructionsAnswered, () => 'ready')
  .on([instructionsFailed, instructionsRequestFx.fail], () => 'failed')
  .reset(sessionEnded);

sample({ clock: instructionsStarted, fn: () => undefined, target: instructionsRequestFx });
const firstViewSent = createEvent<number>();
/** What the server says was viewed, so each instruction is reported once. */
const $viewedOnServer = createStore<number[]>([])
  .on(instructionsAnswered, (_, list) => list.filter((i) => i.viewed).map((i) => i.instructionId))
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
