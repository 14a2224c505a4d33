import { ApiError, type CallArgs, type CallDef, type CallInput, type CallInputOf, createClient } from '@app/contracts';
import { type Effect, createEffect, createEvent, sample } from 'effector';
import type { z } from 'zod';
import { apiFetch } from './session.ts';

/** The browser's only way to the upstream: the gateway's pass-through under /api. */
export const apiClient = createClient({ baseUrl: '/api', fetch: apiFetch });

/**
 * The input of a call effect: the call's own input (contracts' `CallInputOf<C>`, its body typed by the request
 * schema), or nothing when nothing in it is required (`fx()` then sends `{}`).
 */
export type CallFxInput<C extends CallDef> =
  CallArgs<C> extends [input: CallInputOf<C>] ? CallInputOf<C> : CallInputOf<C> | void;

/**
 * The client's call as the generic effects below hand it their input. TypeScript cannot follow CallInputOf<C>
 * through a generic C; every caller of the effects is checked against the call's own input type instead.
 */
const send = apiClient.call as (def: CallDef, input?: CallInput) => Promise<unknown>;

export interface ApiFailure {
  error: unknown;
  /** False when the caller shows the error itself (inline, with a retry). */
  dialog: boolean;
}

/** Every failed call of every effect made by createCallFx; the global error model listens here. */
export const apiFailed = createEvent<ApiFailure>();

export interface CallFxOptions {
  dialog?: boolean;
  /** another upstream's client (the help desk's, baseUrl /helpdesk); the gateway's /api by default */
  client?: { call: (def: CallDef, input?: CallInput) => Promise<unknown> };
}

type Answer<C extends CallDef> = Awaited<z.output<C['response']>>;

function reportFailures<P, D>(callFx: Effect<P, D>, options: CallFxOptions) {
  sample({
    clock: callFx.failData,
    fn: (error): ApiFailure => ({ error, dialog: options.dialog ?? true }),
    target: apiFailed,
  });
}

/** An effect for one contracts call; its failures reach the global error handling. */
export function createCallFx<C extends CallDef>(
  def: C,
  options: CallFxOptions = {},
): Effect<CallFxInput<C>, Answer<C>> {
  // a money-moving call without its key would get the gateway's 400: make the mistake impossible instead
  if (def.movesMoney) throw new TypeError(`${def.id} moves money: use createMoneyCallFx`);
  const call = options.client?.call ?? send;
  const callFx = createEffect<CallFxInput<C>, Answer<C>>((input) => call(def, input ?? {}) as Promise<Answer<C>>);
  reportFailures(callFx, options);
  return callFx;
}

/** Header the gateway requires on every money-moving call (contracts' `movesMoney`). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * The input of a money-moving call. `idempotencyKey` names one user intent: a
 * fresh key when the user submits something new, the same key when the same
 * submit is retried (after a timeout, a lost answer or a double click), so the
 * money moves once whatever reaches the server twice.
 */
export type MoneyCallInput<C extends CallDef = CallDef> = CallInputOf<C> & {
  idempotencyKey: string;
};

/** A fresh key for a new intent: a random UUID (v4). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The gateway answers 409 while a request with the same key is still running (Retry-After: 1). The
 * same key is sent again after a pause, a bounded number of times: the answer is then the first
 * request's stored answer, so the user sees the real outcome and money still moves once.
 */
export const inProgressRetry = { attempts: 10, pauseMs: 1000 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends, and sends again while the gateway says the same key is still in progress (409). */
export async function untilSettled<T>(
  send: () => Promise<T>,
  wait: (ms: number) => Promise<void> = pause,
  retry = inProgressRetry,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt >= retry.attempts) throw error;
      await wait(retry.pauseMs);
    }
  }
}

/** Like createCallFx, for the calls contracts mark `movesMoney`: the caller's key goes in the Idempotency-Key header. */
export function createMoneyCallFx<C extends CallDef>(
  def: C,
  options: CallFxOptions = {},
): Effect<MoneyCallInput<C>, Answer<C>> {
  if (!def.movesMoney) throw new TypeError(`${def.id} does not move money: use createCallFx`);
  const callFx = createEffect<MoneyCallInput<C>, Answer<C>>(({ idempotencyKey, ...input }: MoneyCallInput) => {
    if (!idempotencyKey) throw new TypeError(`${def.id}: an idempotency key is required`);
    return untilSettled(
      () =>
        send(def, {
          ...input,
          headers: { ...input.headers, [IDEMPOTENCY_HEADER]: idempotencyKey },
        }) as Promise<Answer<C>>,
    );
  });
  reportFailures(callFx, options);
  return callFx;
}
