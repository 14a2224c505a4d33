import type { CallDef } from '@app/contracts';
import {
  type FetchingStatus,
  type Mutation,
  type Query,
  concurrency,
  createMutation,
  createQuery,
} from '@farfetched/core';
import { type Effect, type Store, attach, combine, createStore, sample } from 'effector';
import type { z } from 'zod';
import { sessionEnded } from '../lib/lifecycle.ts';
import type { LoadStatusValue } from '../ui/load-status.tsx';
import { type Message, errorMessageFor } from './errors.ts';
import { type CallFxInput, type CallFxOptions, type MoneyCallInput, createCallFx, createMoneyCallFx } from './http.ts';

type Answer<C extends CallDef> = Awaited<z.output<C['response']>>;

/**
 * The section status LoadStatus shows, from a query's status: a reload of a section already shown keeps
 * it on screen ('ready', its table marked busy by the caller) instead of putting a skeleton back.
 */
export function loadStatusFor(status: FetchingStatus, loaded: boolean): LoadStatusValue {
  switch (status) {
    case 'initial':
      return 'idle';
    case 'pending':
      return loaded ? 'ready' : 'loading';
    case 'done':
      return 'ready';
    case 'fail':
      return 'failed';
  }
}

/**
 * farfetched derives its units' sids from the name, and fork handlers and values go by sid: two queries of the
 * same call (the customer context's and verification's customerInfoGet) would share each other's test handlers.
 * The first keeps the call's id as its name, later ones get `#2`, `#3`, ...
 */
const namesTaken = new Map<string, number>();
function uniqueName(id: string): string {
  const n = (namesTaken.get(id) ?? 0) + 1;
  namesTaken.set(id, n);
  return n === 1 ? id : `${id}#${n}`;
}

// the status of a load over several queries lives in a module of its own (/login's start reads one)
export { createRoundStatus } from './round-status.ts';

export type ApiQuery<C extends CallDef, Params = CallFxInput<C>> = Query<Params, Answer<C>, Error> & {
  /** the one status type of a section (LoadStatus / Loadable) */
  $loadStatus: Store<LoadStatusValue>;
  /** the failure as the user reads it, null while none */
  $message: Store<Message | null>;
};

export interface ApiQueryOptions<C extends CallDef, Params> extends CallFxOptions {
  /** the call's input from the query's params (a page model's own params: an account id, a page) */
  mapParams?: (params: Params) => CallFxInput<C>;
}

/**
 * One contracts call as a farfetched query. The effect is createCallFx's, so global error handling
 * (apiFailed → error dialog unless `dialog: false`, AU → sign-out) stays the same for queries; the
 * answer is already checked by the contracts client, so farfetched gets no contract of its own.
 * The latest start wins (TAKE_LATEST): an older answer arriving late is dropped. Sign-out resets it.
 */
export function createApiQuery<C extends CallDef, Params = CallFxInput<C>>(
  def: C,
  options: ApiQueryOptions<C, Params> = {},
): ApiQuery<C, Params> {
  const { mapParams, ...callOptions } = options;
  const callFx = createCallFx(def, callOptions);
  const query = createQuery({
    name: uniqueName(def.id),
    effect: mapParams ? attach({ effect: callFx, mapParams }) : (callFx as unknown as Effect<Params, Answer<C>>),
  });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  sample({ clock: sessionEnded, target: query.reset });
  return withLoadStatus(query);
}

/** A query with the section status and the failure's message every screen reads (createApiQuery, createGatewayQuery). */
export function withLoadStatus<P, D>(
  query: Query<P, D, Error>,
): Query<P, D, Error> & { $loadStatus: Store<LoadStatusValue>; $message: Store<Message | null> } {
  const $loaded = createStore(false)
    .on(query.finished.success, () => true)
    .on(query.finished.failure, () => false)
    .reset(query.reset);
  const $loadStatus = combine(query.$status, $loaded, loadStatusFor);
  const $message = query.$error.map((e) => (e === null ? null : errorMessageFor(e)));
  return Object.assign(query, { $loadStatus, $message });
}

/** A contracts call that changes something, as a farfetched mutation over createCallFx (same error handling). */
export function createApiMutation<C extends CallDef>(
  def: C,
  options: CallFxOptions = {},
): Mutation<CallFxInput<C>, Answer<C>, Error> {
  return createMutation({ name: uniqueName(def.id), effect: createCallFx(def, options) });
}

/** A money-moving call as a mutation over createMoneyCallFx: the caller's key goes in Idempotency-Key. */
export function createMoneyMutation<C extends CallDef>(
  def: C,
  options: CallFxOptions = {},
): Mutation<MoneyCallInput<C>, Answer<C>, Error> {
  return createMutation({ name: uniqueName(def.id), effect: createMoneyCallFx(def, options) });
}
