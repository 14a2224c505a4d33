/**
 * Every call defined in contracts has at least one Pact interaction, so a new
 * call without one fails here. Runs after the consumer tests, on their output.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import {
  type CallDef,
  analyticsCollectorCalls,
  contractsServiceCalls,
  helpdeskServiceCalls,
  matchPath,
  upstreamCalls,
} from '../src/index.ts';
import { pactDir, participants } from './support.ts';

interface PactRequest {
  method: string;
  path: string;
  query?: Record<string, string[] | string>;
}
interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  /** message interactions have no request */
  interactions: { description: string; request?: PactRequest }[];
}

const pacts: PactFile[] = readdirSync(pactDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(pactDir, f), 'utf8')) as PactFile);

function requestsOf(provider: string): PactRequest[] {
  return pacts
    .filter((p) => p.provider.name === provider)
    .flatMap((p) => p.interactions.flatMap((i) => (i.request ? [i.request] : [])));
}

function queryValue(req: PactRequest, key: string): string | undefined {
  const v = req.query?.[key];
  return Array.isArray(v) ? v[0] : v;
}

function covers(def: CallDef, req: PactRequest): boolean {
  if (req.method.toUpperCase() !== def.httpMethod) return false;
  if (def.style === 'method') return req.path === '/' && queryValue(req, 'method') === def.method;
  return matchPath(def.path, req.path) !== null;
}

t.test('the pact files exist', async (t) => {
  t.ok(
    pacts.some((p) => p.provider.name === participants.api),
    'a pact with payments-api',
  );
  t.ok(
    pacts.some((p) => p.provider.name === participants.helpdesk),
    'a pact with helpdesk',
  );
  t.ok(
    pacts.some((p) => p.provider.name === participants.realtime),
    'a message pact with the realtime channel',
  );
});

for (const [provider, calls] of [
  [participants.api, upstreamCalls],
  [participants.helpdesk, helpdeskServiceCalls],
  [participants.contracts, contractsServiceCalls],
  [participants.analytics, analyticsCollectorCalls],
] as const) {
  t.test(`every ${provider} call has an interaction`, async (t) => {
    const requests = requestsOf(provider);
    for (const def of calls) {
      t.ok(
        requests.some((r) => covers(def, r)),
        `${def.id} has a Pact interaction`,
      );
    }
  });
}

t.test('the matcher tells calls apart', async (t) => {
  const [methodDef] = upstreamCalls.filter((c) => c.style === 'method');
  const [restDef] = upstreamCalls.filter((c) => c.style === 'rest');
  if (!methodDef || !restDef) throw new Error('contracts define both styles');
  t.ok(covers(methodDef, { method: 'POST', path: '/', query: { method: [methodDef.method as string] } }));
  t.notOk(covers(methodDef, { method: 'POST', path: '/', query: { method: ['somethingElse'] } }));
  t.ok(covers(restDef, { method: restDef.httpMethod, path: restDef.path }));
  t.notOk(covers(restDef, { method: restDef.httpMethod, path: `${restDef.path}/extra` }));
  t.notOk(covers(restDef, { method: restDef.httpMethod === 'GET' ? 'POST' : 'GET', path: restDef.path }));
});
