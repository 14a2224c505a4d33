import { ApiError, errorMessage } from '@app/contracts';
import { type Mutation, concurrency, createMutation, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import type * as z from 'zod/mini';
import { withLoadStatus } from './query.ts';

/** One of the gateway's own routes (design.md "The gateway's browser surface"): not a contracts call. */
export interface GatewayRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/**
 * A request to one of the gateway's own routes whose answer a contracts schema checks. A refusal is an ApiError in
 * the upstream's envelope like the contracts client's, so errorMessageFor reads both; a lost answer stays a
 * TypeError (no response); an answer of another shape is an ApiError 'UE' (the route's schema said no).
 */
export async function gatewayRequest<T>(route: GatewayRoute, answer: z.ZodMiniType<T>, body?: object): Promise<T> {
  const res = await fetch(route.path, {
    method: route.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    // not JSON: kept as text, which errorMessage shows as it is
  }
  const envelope = parsed as { responseCode?: unknown } | undefined;
  const responseCode = typeof envelope?.responseCode === 'string' ? envelope.responseCode : undefined;
  if (!res.ok) throw new ApiError(errorMessage(parsed), res.status, responseCode, parsed);
  const checked = answer.safeParse(parsed);
  if (!checked.success) throw new ApiError('', res.status, 'UE', parsed);
  return checked.data;
}

/**
 * A gateway route as a farfetched query: the data primitive for the gateway's own routes, as createApiQuery is for
 * contracts calls (latest start wins; the same load status and message). No global error dialog: the screen that
 * reads the route says what failed where it failed.
 */
export function createGatewayQuery<T>(
  name: string,
  route: GatewayRoute,
  answer: z.ZodMiniType<T>,
): ReturnType<typeof withLoadStatus<void, T>> {
  const query = createQuery({ name, effect: createEffect<void, T, Error>(() => gatewayRequest(route, answer)) });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return withLoadStatus(query);
}

/** A gateway route that changes something, as a farfetched mutation; `routeOf` picks the route from the params. */
export function createGatewayMutation<P extends { body: object }, T>(
  name: string,
  routeOf: (params: P) => GatewayRoute,
  answer: z.ZodMiniType<T>,
): Mutation<P, T, Error> {
  return createMutation({
    name,
    effect: createEffect<P, T, Error>((params) => gatewayRequest(routeOf(params), answer, params.body)),
  });
}
