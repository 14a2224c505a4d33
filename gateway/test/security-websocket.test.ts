import t from 'tap';
import { WebSocket } from 'ws';
import { build, login } from './helper.ts';

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgrade(url: string, headers: Record<string, string>): Promise<{ status: number; ws?: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => resolve({ status: 101, ws }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
    });
    ws.on('error', reject);
  });
}

t.test(
  'websocket: no 101 without a session or with a foreign Origin; logout closes the bridge within 1 s',
  async (t) => {
    const { app } = await build(t);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const host = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const url = `ws://${host}/realtime`;
    const origin = `http://${host}`;
    const { cookie } = await login(app, 'personal@demo.test', host);

    const refused: Array<[string, Record<string, string>]> = [
      ['no cookie', { origin }],
      ['a tampered cookie', { origin, cookie: `${cookie.slice(0, -3)}AAA` }],
      ['a foreign Origin', { origin: 'https://evil.example', cookie }],
      ['Origin null', { origin: 'null', cookie }],
      ['another port', { origin: `http://127.0.0.1:1`, cookie }],
    ];
    for (const [name, headers] of refused) {
      const res = await upgrade(url, headers);
      t.not(res.status, 101, `${name}: no 101 (${res.status})`);
      t.ok(res.status === 401 || res.status === 403, `${name}: 401 or 403`);
    }

    const bridge = await upgrade(url, { origin, cookie });
    t.equal(bridge.status, 101, 'the signed-in browser of this site gets its socket');
    const ws = bridge.ws as WebSocket;
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    await app.inject({ method: 'POST', url: '/session/logout', headers: { cookie, host } });
    // the logout itself closes the socket (no periodic check on one instance): awaited, not timed
    t.equal(await closed, 4401, 'closed with 4401');

    const replay = await upgrade(url, { origin, cookie });
    t.not(replay.status, 101, 'the cookie after logout gets no socket');
  },
);
