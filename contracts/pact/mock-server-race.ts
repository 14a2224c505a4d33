import { createRequire } from 'node:module';

/**
 * Works around a known race in the Pact mock server (pact-foundation/pact-reference#535,
 * pact-core-mock-server#13, pact-js#1835): under CPU load the server answers a request before it has
 * recorded the match, and `executeTest` then reads "expected but not received" for a request that was
 * received, matched and answered. Seen here about once a run of the whole suite on 2 shared cores.
 *
 * After the test body has finished (and only when it did not throw), this waits until the mock server
 * reports its interactions as matched, for at most `settleMs`. A request that truly never came still
 * fails, only that much later, with Pact's own message: nothing is hidden.
 */
export const settleMs = 2000;
const pollMs = 5;

interface MockServer {
  port: number;
}
interface PactCore {
  mockServerMatchedSuccessfully(port: number): boolean;
}
type TestFn = (server: MockServer) => Promise<unknown>;
interface InteractionProto {
  pact: PactCore;
  executeTest(this: InteractionProto, testFn: TestFn): Promise<unknown>;
}

/** Polls `matched` until it holds or `ms` have passed; true when it held. */
export async function settled(matched: () => boolean, ms = settleMs, every = pollMs): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (matched()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

const require = createRequire(import.meta.url);
const { InteractionWithResponse } = require('@pact-foundation/pact/src/v4/http/interactionWithResponse.js') as {
  InteractionWithResponse: { prototype: InteractionProto & { __settled?: true } };
};
const proto = InteractionWithResponse.prototype;
if (!proto.__settled) {
  const original = proto.executeTest;
  proto.executeTest = function executeTest(this: InteractionProto, testFn: TestFn) {
    const { pact } = this;
    return original.call(this, async (server) => {
      const value = await testFn(server);
      await settled(() => pact.mockServerMatchedSuccessfully(server.port));
      return value;
    });
  };
  proto.__settled = true;
}
