import type { CallDef } from '@app/contracts';
import type { Mutation } from '@farfetched/core';
import { type Event, type EventCallable, type Store, createEvent, createStore, sample } from 'effector';
import type { z } from 'zod';
import { sessionEnded } from '../lib/lifecycle.ts';
import { type Message, errorMessageFor } from './errors.ts';
import type { CallFxInput, CallFxOptions } from './http.ts';
import { createApiMutation } from './query.ts';

type Answer<C extends CallDef> = Awaited<z.output<C['response']>>;

export interface KeyedMutationOptions<C extends CallDef> extends CallFxOptions {
  /** The row a call is about (a phone id, an address id…); a constant for a section's one action (add). */
  key: (input: CallFxInput<C>) => string;
}

export interface KeyedMutation<C extends CallDef> {
  /** the createApiMutation underneath (tests replace `mutation.__.executeFx`) */
  mutation: Mutation<CallFxInput<C>, Answer<C>, Error>;
  /** sends the call for its key */
  start: EventCallable<CallFxInput<C>>;
  /** the keys whose latest call has not answered yet */
  $pendingKeys: Store<readonly string[]>;
  /** the failure of each key's latest call, as the user reads it; a new start of the key clears it */
  $errors: Store<Readonly<Record<string, Message>>>;
  /** the latest call of a key succeeded (an earlier answer of the same key is dropped) */
  succeeded: Event<{ key: string; params: CallFxInput<C>; result: Answer<C> }>;
  /** the latest call of a key failed */
  failed: Event<{ key: string; params: CallFxInput<C>; error: Error }>;
  errorCleared: EventCallable<string>;
  /** forgets every key: pending calls still running are dropped when they answer */
  reset: EventCallable<void>;
}

/**
 * A change made per row (confirm this phone, delete that address) over createApiMutation: each key has its
 * own pending flag and inline error, calls of different keys run side by side, and for one key the latest
 * start wins. Each start sends its own copy of the input, so answers are told apart by their params object.
 * Sign-out resets it.
 */
export function createKeyedMutation<C extends CallDef>(
  def: C,
  { key, ...options }: KeyedMutationOptions<C>,
): KeyedMutation<C> {
  const mutation = createApiMutation(def, options);
  const start = createEvent<CallFxInput<C>>();
  const errorCleared = createEvent<string>();
  const reset = createEvent();

  sample({
    clock: start,
    fn: (input) => (typeof input === 'object' && input !== null ? { ...input } : input) as CallFxInput<C>,
    target: mutation.start,
  });

  /** the params object of each key's latest call still running */
  const $latest = createStore<Readonly<Record<string, CallFxInput<C>>>>({}, { serialize: 'ignore' })
    .on(mutation.start, (latest, params) => ({ ...latest, [key(params)]: params }))
    .reset(reset, sessionEnded);

  const latestFinished = sample({
    clock: mutation.finished.finally,
    source: $latest,
    filter: (latest, { params }) => latest[key(params)] === params,
    fn: (_, finished) => finished,
  });
  $latest.on(latestFinished, (latest, { params }) => {
    const rest = { ...latest };
    delete rest[key(params)];
    return rest;
  });

  const succeeded = sample({
    clock: latestFinished,
    filter: (f) => f.status === 'done',
    fn: (f) => ({ key: key(f.params), params: f.params, result: (f as { result: Answer<C> }).result }),
  });
  const failed = sample({
    clock: latestFinished,
    filter: (f) => f.status === 'fail',
    fn: (f) => ({ key: key(f.params), params: f.params, error: (f as { error: Error }).error }),
  });

  const without = (errors: Readonly<Record<string, Message>>, k: string) => {
    if (!(k in errors)) return errors;
    const rest = { ...errors };
    delete rest[k];
    return rest;
  };
  const $errors = createStore<Readonly<Record<string, Message>>>({}, { serialize: 'ignore' })
    .on(mutation.start, (errors, params) => without(errors, key(params)))
    .on(errorCleared, without)
    .on(failed, (errors, f) => ({ ...errors, [f.key]: errorMessageFor(f.error) }))
    .reset(reset, sessionEnded);

  const $pendingKeys = $latest.map((latest): readonly string[] => Object.keys(latest));

  return { mutation, start, $pendingKeys, $errors, succeeded, failed, errorCleared, reset };
}
