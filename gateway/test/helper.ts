import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, type BuildOptions, type GatewayConfig } from '../src/index.ts';
import { password, startStub, type StubState } from './stub-upstream.ts';

export { password, makeJwt, users } from './stub-upstream.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestGateway {
  app: FastifyInstance;
  stub: { url: string; state: StubState };
}

/** The gateway for inject(), pointed at a fresh stub upstream; both close with the test. */
export async function build(
  t: Teardown,
  overrides: Partial<GatewayConfig> = {},
  options: BuildOptions = {},
): Promise<TestGateway> {
  const stub = await startStub();
  const app = await buildGateway(
    {
      fakesUrl: stub.url,
      webDist: '/nonexistent-web-dist',
      sessionSecret: 'test-secret-test-secret-test-secret',
      ...overrides,
    },
    options,
  );
  t.teardown(async () => {
    await app.close();
    await stub.app.close();
  });
  return { app, stub: { url: stub.url, state: stub.state } };
}

/** `__Host-session=<value>` from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const c = list.find((x) => x.startsWith('__Host-session='));
  return c?.split(';')[0];
}

export const json = { 'content-type': 'application/json' };

/** Signs in with the simple (or direct) flow and answers the cookie. */
export async function login(app: FastifyInstance, username = 'personal@demo.test', host = 'localhost:8080') {
  const res = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: { ...json, host },
    payload: { username, password },
  });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie, res };
}
