import { type Effect, createEffect } from 'effector';

/**
 * A chunk loaded once, with its first request; a failed load is forgotten, so the next request tries again
 * (web README "Loading fast": the units a first paint does not use are built in chunks loaded when first needed).
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * A request that reaches units built in a chunk: calling the effect loads the chunk (once), then its `doneData`
 * carries the request's params to the chunk's units, which listen by then (the chunk samples `doneData` into its
 * query or mutation). Requests keep their order; a failed load fails that request (`failData`), like a lost answer.
 */
export function requestThroughChunk<P>(load: () => Promise<unknown>): Effect<P, P> {
  return createEffect<P, P>((params) => load().then(() => params));
}
