import Fastify from 'fastify';
import t from 'tap';
import { z } from 'zod';
import type { Core } from './core.ts';
import { tenantControl } from './tenant-control.ts';
import { tenantFields } from './tenant-fields.ts';

t.test('tenantControl: bad input gets a clear 400 TA1 and changes nothing', async (t) => {
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const ensured: string[] = [];
  const ran: unknown[] = [];
  const core = { tenants: { ensure: (key: string) => ensured.push(key) } } as unknown as Core;
  tenantControl(app, core, '/__fake/thing', z.object({ ...tenantFields, n: z.number().int().min(1) }), (b, tenant) => {
    ran.push(b.n);
    return b.n === 13 ? 'thirteen is refused' : { tenant: tenant.key, n: b.n };
  });
  t.teardown(() => app.close());
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/__fake/thing', payload, headers: { 'content-type': 'application/json' } });
  const rows: [string, string, number, RegExp | null][] = [
    ['not JSON', '{', 400, /not valid JSON/],
    ['a field the schema refuses', JSON.stringify({ brand: 'paxum', stage: 2, n: 0 }), 400, /^n: /],
    [
      'no tenant by that name',
      JSON.stringify({ brand: 'nope', stage: 2, n: 1 }),
      400,
      /brand must be one of .* stage 1 to 15/,
    ],
    ['a stage out of range', JSON.stringify({ brand: 'paxum', stage: 99, n: 1 }), 400, /stage 1 to 15/],
    ['refused by the control', JSON.stringify({ brand: 'paxum', stage: '2', n: 13 }), 400, /thirteen is refused/],
    ['done', JSON.stringify({ brand: 'paxum', stage: 2, n: 5 }), 200, null],
  ];
  for (const [why, payload, status, message] of rows) {
    const res = await post(payload);
    t.equal(res.statusCode, status, why);
    if (message) {
      t.equal(res.json().responseCode, 'TA1', `${why}: TA1`);
      t.match(res.json().responseDescription, message, `${why}: says what is wrong`);
    }
  }
  t.same(ran, [13, 5], 'only bodies that passed the schema and named a tenant ran');
  t.same(
    ensured,
    ['paxum:2', 'paxum:2'].map(() => ensured[0]),
    'the tenant is seeded before it runs',
  );
});
