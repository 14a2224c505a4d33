import { type CallDef, type CallInput, createClient } from '@app/contracts';
import { type Effect, createEffect, createEvent, sample } from 'effector';
import type { z } from 'zod';

/** The browser's only way to the upstream: the gateway's pass-through under /api. */
export const apiClient = createClient({ baseUrl: '/api' });

export interface ApiFailure {
  error: unknown;
  /** False when the caller shows the error itself (inline, with a retry). */
  dialog: boolean;
}

/** Every failed call of every effect made by createCallFx; the global error model listens here. */
export const apiFailed = createEvent<ApiFailure>();

export interface CallFxOptions {
  dialog?: boolean;
}

/** An effect for one contracts call; its failures reach the global error handling. */
export function createCallFx<C extends CallDef>(
  def: C,
  options: CallFxOptions = {},
): Effect<CallInput | void, Awaited<z.output<C['response']>>> {
  type Done = Awaited<z.output<C['response']>>;
  const handler = (input: CallInput | void): Promise<Done> => apiClient.call(def, input ?? {}) as Promise<Done>;
  const callFx = createEffect<CallInput | void, Done>(handler);
  sample({
    clock: callFx.failData,
    fn: (error): ApiFailure => ({ error, dialog: options.dialog ?? true }),
    target: apiFailed,
  });
  return callFx;
}
