import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import { ApiError, type CallDef, type CallInput, createClient } from '../src/index.ts';
import { bearer, bearerHeader, states } from './support.ts';

const { eachLike, regex } = MatchersV3;

/** The provider state of a fresh tenant with `username` signed in. */
export const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });

/** An ISO-8601 UTC instant as the fakes answer it (milliseconds optional). */
export const isoInstant = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);

/** A method call's VF answer naming one field (spec 3 §8 "Verify error (VF)"). */
export const vfAnswer = (field: string, description: string) => ({
  responseCode: 'VF',
  responseDescription: description,
  validationErrors: eachLike({ field, description }),
});

/** One interaction of a signed-in browser's public API call (REST, `<method> /public-api/…`). */
export interface RestCase {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** the concrete path (path params filled) */
  path: string;
  input: CallInput;
  /** the query as the request carries it (text) */
  query?: Record<string, string>;
  status: number;
  response?: Record<string, unknown>;
  check: (t: Test, res: unknown) => void;
}

/**
 * Pins the call (with its bearer token), then makes it with the contracts' client: the answer, or for a status of
 * 300 and more the ApiError it becomes, goes to the case's check.
 */
export async function restInteraction(pact: PactV4, t: Test, c: RestCase): Promise<void> {
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest(c.def.httpMethod, c.path, (b) => {
      if (c.query) b.query(c.query);
      b.headers({ authorization: bearer() });
      if (c.input.body !== undefined) b.jsonBody(c.input.body);
    })
    .willRespondWith(c.status, (b) => {
      if (c.response) b.jsonBody(c.response);
    })
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url, headers: bearerHeader });
      const res = await client.call(c.def, c.input).then(
        (value: unknown) => value,
        (e: unknown) => e,
      );
      if (c.status >= 300) t.ok(res instanceof ApiError, 'a failure is an ApiError');
      c.check(t, res);
    });
}
