import { createServer } from 'node:http';
import { once } from 'node:events';
import t from 'tap';
import { Agent } from 'undici';
import { callUpstream, upstreamPath } from './upstream-call.ts';

t.test('upstreamPath gives what new URL(base + path + search) gives', async (t) => {
  const rows: Array<[string, string, string]> = [
    ['http://127.0.0.1:4010/paxum/1', '/', '?method=accountListGet'],
    ['http://127.0.0.1:4010/paxum/1', '/contract', '?page=1&size=20'],
    ['http://127.0.0.1:4010/paxum/1/', '/contract', ''],
    ['https://api.example.invalid', '/v4/x', '?a=b%20c'],
    ['http://127.0.0.1:4010/paxum/1', '/', '?q="<x>"'],
    ['http://127.0.0.1:4010/paxum/1', '/', "?q='a'&r=é"],
    ['http://127.0.0.1:4010/paxum/1', '//double', '?'],
    ['http://127.0.0.1:4010', '/', '?method=x&stage=2'],
  ];
  for (const [base, path, search] of rows) {
    const u = new URL(`${base}${path}${search}`);
    t.same(
      upstreamPath(base, path, search),
      { origin: u.origin, path: `${u.pathname}${u.search}` },
      `${base} ${path}${search}`,
    );
  }
});

t.test('callUpstream: buffered, streamed and dumped answers; a short body is an error', async (t) => {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/short') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"a":');
        setTimeout(() => res.destroy(), 20);
        return;
      }
      res.writeHead(200, { 'content-type': req.url === '/file' ? 'application/pdf' : 'application/json' });
      res.write('{"a":');
      setTimeout(() => res.end('1}'), 10);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const agent = new Agent();
  t.teardown(async () => {
    await agent.close();
    server.close();
  });
  const call = (path: string, mode: 'buffer' | 'stream' | 'dump') =>
    callUpstream(agent, { origin, path, method: 'POST', headers: {}, body: Buffer.from('{}') }, (m) => m, mode);

  const buffered = await call('/json', 'buffer');
  t.equal(buffered.statusCode, 200);
  t.equal(buffered.headers['content-type'], 'application/json');
  t.equal(String(buffered.body), '{"a":1}', 'both chunks');

  const streamed = await call('/file', 'stream');
  t.equal(streamed.body, undefined);
  const parts: Buffer[] = [];
  for await (const c of streamed.stream ?? []) parts.push(c as Buffer);
  t.equal(Buffer.concat(parts).toString(), '{"a":1}');

  const dumped = await call('/json', 'dump');
  t.equal(dumped.statusCode, 200);
  t.equal(dumped.body, undefined);

  await t.rejects(call('/short', 'buffer'), 'a body cut before its Content-Length rejects');
});
