import type { Mutation } from '@farfetched/core';
import { type Event, createEvent, createStore, sample } from 'effector';
import { type Message, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * A signing key regenerated after the user's yes (spec 3 §7 PBN and IPN settings: "or secret=1 to regenerate the
 * key"): asked → the confirmation open; cancelled closes it; confirmed sends `params` (once at a time); a refusal
 * stays in the confirmation with its reason; done closes it and is said once next to the key, until `clearedBy`
 * (the page opening again, another save) or the next ask.
 */
export function createKeyRegeneration<Params, Answer>(o: {
  mutation: Mutation<Params, Answer, Error>;
  params: Params;
  /** leaving the page: the confirmation closes */
  closedBy: Event<unknown>;
  /** "regenerated" is no longer said */
  clearedBy: Event<unknown>[];
}) {
  const asked = createEvent();
  const cancelled = createEvent();
  const confirmed = createEvent();
  const $open = createStore(false)
    .on(asked, () => true)
    .on([cancelled, o.mutation.finished.success], () => false)
    .reset([o.closedBy, sessionEnded]);
  const $busy = o.mutation.$pending;
  const $error = createStore<Message | null>(null)
    .on([asked, o.mutation.start], () => null)
    .on(o.mutation.finished.failure, (_, { error }) => errorMessageFor(error))
    .reset(sessionEnded);
  const $done = createStore(false)
    .on(o.mutation.finished.success, () => true)
    .on([asked, ...o.clearedBy], () => false)
    .reset(sessionEnded);
  sample({
    clock: confirmed,
    source: $busy,
    filter: (busy) => !busy,
    fn: () => o.params,
    target: o.mutation.start,
  });
  return { asked, cancelled, confirmed, $open, $busy, $error, $done };
}

export type KeyRegeneration = ReturnType<typeof createKeyRegeneration>;
