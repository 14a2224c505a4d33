import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import { ApiError, type CallDef, createClient } from '../src/index.ts';
import { bearer, bearerHeader } from './support.ts';

const { regex } = MatchersV3;

/** The browser sends a fresh UUID per user intent as the Idempotency-Key of a money-moving call. */
export const idempotencyKeyPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const exampleIdempotencyKey = '3b241101-e2bb-4255-8caf-4136c566a962';

/** One interaction of a signed-in browser's method-style call (`POST /?method=…`). */
export interface MethodCase {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** the body the client sends */
  body: Record<string, unknown>;
  /** the request body as pinned, when it carries matchers (e.g. an id from the provider state) */
  pinned?: Record<string, unknown>;
  response: Record<string, unknown>;
  /** checks the parsed answer, or for a failure the ApiError's fields and message */
  check: (t: Test, res: Record<string, unknown>) => void;
}

/**
 * Pins the call (with its bearer token, and its Idempotency-Key when the contracts mark it `movesMoney`), then
 * makes it with the contracts' client: a success is checked as parsed, a failure as the ApiError it becomes.
 */
export async function methodInteraction(pact: PactV4, t: Test, c: MethodCase): Promise<void> {
  const money = c.def.movesMoney === true;
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: c.def.method as string });
      b.headers({
        authorization: bearer(),
        ...(money ? { 'idempotency-key': regex(idempotencyKeyPattern, exampleIdempotencyKey) } : {}),
      });
      b.jsonBody(c.pinned ?? c.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url, headers: bearerHeader });
      const input = { body: c.body, ...(money ? { headers: { 'idempotency-key': exampleIdempotencyKey } } : {}) };
      if (c.response.responseCode !== '00') {
        const err = await client.call(c.def, input).then(
          () => undefined,
          (e: unknown) => e,
        );
        t.ok(err instanceof ApiError, 'a failure is an ApiError');
        c.check(t, { ...(err as ApiError), message: (err as ApiError).message });
        return;
      }
      c.check(t, (await client.call(c.def, input)) as Record<string, unknown>);
    });
}
