import { Writable } from 'node:stream';
import t from 'tap';
import { requestIdOf, safeRequestId } from '../src/lib/request-id.ts';
import { build, json, login } from './helper.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

t.test(
  'the load balancer’s safe X-Request-Id: in every log line of the request, upstream, and in the answer',
  async (t) => {
    const { lines, stream } = capture();
    const { app, stub } = await build(t, { logger: { level: 'debug', stream }, logRequests: true });
    stub.state.accessTtlSeconds = 5;
    const { cookie } = await login(app);
    stub.state.accessTtlSeconds = 600;
    lines.length = 0;

    const id = 'lb-7f3a.9c_21';
    const res = await app.inject({
      method: 'POST',
      url: '/api/?method=accountListGet',
      headers: { ...json, cookie, 'x-request-id': id },
      payload: '{}',
    });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['x-request-id'], id, 'the answer names it');
    t.equal(stub.state.lastHeaders['x-request-id'], id, 'the upstream call carries it');
    t.equal(stub.state.refreshCount, 1, 'a refresh ran for this request');
    const ours = lines.filter((l) => l.reqId === id);
    t.ok(ours.length >= 3, `${ours.length} lines carry it`);
    t.ok(
      ours.some((l) => l.msg === 'incoming request'),
      'the request line',
    );
    t.ok(
      ours.some((l) => l.event === 'token-refreshed'),
      'the refresh line',
    );
    t.ok(
      ours.some((l) => l.msg === 'request completed'),
      'the completion line',
    );
    t.same(
      lines.filter((l) => l.reqId !== id),
      [],
      'no line of this request without it',
    );

    // the help desk's and the analytics collector's calls carry it too
    const hd = await app.inject({
      url: '/helpdesk/contacts/me',
      headers: { cookie, 'x-request-id': 'helpdesk-req-01' },
    });
    t.equal(hd.statusCode, 200);
    t.equal(stub.state.lastHeaders['x-request-id'], 'helpdesk-req-01', 'help desk');
    const batch = await app.inject({
      method: 'POST',
      url: '/analytics/batch',
      headers: { ...json, 'x-request-id': 'analytics-req-01' },
      payload: { events: [{ type: 'pageview', path: '/login', at: '2026-11-28T10:00:00.000Z', lang: 'en' }] },
    });
    t.equal(batch.statusCode, 202);
    t.equal(stub.state.analytics[0]?.headers['x-request-id'], 'analytics-req-01', 'analytics collector');
  },
);

t.test(
  'an unsafe or missing X-Request-Id is replaced by a UUID; the browser’s header never goes upstream',
  async (t) => {
    const { app, stub } = await build(t);
    const { cookie } = await login(app);
    for (const [what, sent] of [
      ['too short', 'abc'],
      ['too long', 'a'.repeat(65)],
      ['spaces', 'id with spaces ok'],
      ['a newline', 'abcdefgh\nforged log line'],
      ['quotes', 'abcdefgh"x'],
      ['a header injection', 'abcdefgh\r\nx-evil: 1'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/?method=accountListGet',
        headers: { ...json, cookie, 'x-request-id': sent },
        payload: '{}',
      });
      if (res.statusCode === 400 && what === 'a header injection') continue; // refused by the HTTP layer itself
      t.equal(res.statusCode, 200, what);
      const answered = String(res.headers['x-request-id']);
      t.match(answered, uuid, `${what}: a fresh UUID`);
      t.equal(stub.state.lastHeaders['x-request-id'], answered, `${what}: upstream gets the UUID, not the header sent`);
    }
    const a = await app.inject({ url: '/healthz' });
    const b = await app.inject({ url: '/healthz' });
    t.match(String(a.headers['x-request-id']), uuid, 'none sent: a UUID');
    t.not(a.headers['x-request-id'], b.headers['x-request-id'], 'one per request');
    const nf = await app.inject({
      url: '/no-such',
      headers: { accept: 'application/json', 'x-request-id': 'lb-404-test' },
    });
    t.equal(nf.statusCode, 404);
    t.equal(nf.headers['x-request-id'], 'lb-404-test', 'a 404 names it too');
  },
);

t.test('requestIdOf: the rule, as a table', async (t) => {
  const rows: Array<[string, string | string[] | undefined, boolean]> = [
    ['a UUID', '0b6f1c1e-2a4f-4c8e-9a4b-7d2b9f0e1a3c', true],
    ['8 safe characters', 'abcDEF09', true],
    ['64 safe characters', 'x'.repeat(64), true],
    ['dots, dashes, underscores', 'lb.1-2_3.x', true],
    ['7 characters', 'abcdefg', false],
    ['65 characters', 'x'.repeat(65), false],
    ['a slash', 'abcd/efgh', false],
    ['a colon', 'abcd:efgh', false],
    ['unicode', 'abcdéfgh', false],
    ['repeated header', ['abcdefgh', 'ijklmnop'], false],
    ['none', undefined, false],
  ];
  for (const [what, header, kept] of rows) {
    const got = requestIdOf({ headers: { 'x-request-id': header } } as never);
    if (kept) t.equal(got, header, `${what}: kept`);
    else t.match(got, uuid, `${what}: replaced`);
  }
  t.ok(safeRequestId.test('abcdefgh'));
});
