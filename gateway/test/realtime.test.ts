import t from 'tap';
import { WebSocket } from 'ws';
import { build, json, login, password, sessionCookie } from './helper.ts';

type Opened = { ws: WebSocket; messages: string[]; next: () => Promise<string> };

function open(url: string, headers: Record<string, string>): Promise<Opened | { status: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: string[] = [];
    const waiters: Array<(m: string) => void> = [];
    ws.on('message', (d) => {
      const m = d.toString();
      const w = waiters.shift();
      if (w) w(m);
      else messages.push(m);
    });
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        next: () =>
          new Promise((r) => {
            const m = messages.shift();
            if (m !== undefined) r(m);
            else waiters.push(r);
          }),
      }),
    );
    ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.on('error', reject);
  });
}

t.test('/realtime: cookie and Origin checked before the upgrade, messages relayed, reconnect on refresh', async (t) => {
  const { app, stub } = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const host = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const url = `ws://${host}/realtime`;
  const origin = `http://${host}`;

  const anonymous = await open(url, { origin });
  t.same(anonymous, { status: 401 }, 'no session: refused');

  const { cookie } = await login(app, 'personal@demo.test', host);
  const foreign = await open(url, { origin: 'https://evil.example', cookie });
  t.same(foreign, { status: 403 }, 'foreign Origin: refused');

  const bridge = (await open(url, { origin, cookie })) as Opened;
  t.ok(bridge.ws, 'upgraded');
  t.same(JSON.parse(await bridge.next()), { type: 'Ping', payload: { n: 1 } }, 'upstream → browser');
  bridge.ws.send('hello');
  t.equal(await bridge.next(), 'echo:hello', 'browser → upstream → browser');
  t.match(stub.state.realtimeAuth[0], /^Bearer eyJ/, 'bridged with the access token');

  // an upstream 401 makes the gateway refresh; the bridge follows with the new token
  stub.state.reject401 = 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie, host },
    payload: {},
  });
  t.equal(res.statusCode, 200);
  t.same(JSON.parse(await bridge.next()), { type: 'Ping', payload: { n: 2 } }, 'reconnected upstream');
  t.not(stub.state.realtimeAuth[1], stub.state.realtimeAuth[0], 'with the refreshed token');
  t.equal(bridge.ws.readyState, WebSocket.OPEN, 'the browser socket stayed open');

  const closed = new Promise<number>((r) => bridge.ws.on('close', (code) => r(code)));
  await app.inject({ method: 'POST', url: '/session/logout', headers: { cookie, host } });
  t.equal(await closed, 4401, 'sign-out closes the bridge');
});

t.test('/realtime during a push sign-in uses the temporary token', async (t) => {
  const { app, stub } = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const host = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const push = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: { ...json, host },
    payload: { username: 'push@demo.test', password },
  });
  const cookie = sessionCookie(push) as string;
  const bridge = (await open(`ws://${host}/realtime`, { origin: `http://${host}`, cookie })) as Opened;
  await bridge.next();
  t.match(stub.state.realtimeAuth[0], /^Bearer eyJ/);
  const claims = JSON.parse(
    Buffer.from((stub.state.realtimeAuth[0] ?? '').split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string };
  t.equal(claims.sub, 'push@demo.test:temp');
  bridge.ws.close();
});
