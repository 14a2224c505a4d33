/**
 * Verifies the realtime message pacts against the fakes' websocket: each
 * message provider opens the channel as the provider state's user, makes the
 * fake emit the event through its own surface, and hands back the first frame.
 */
import t from 'tap';
import WebSocket from 'ws';
import { type RunningFakes, startFakes, tenant, verifyAgainstFakes } from './provider-support.ts';
import { demo, participants, realtimeMessages } from './support.ts';

async function firstFrame(
  fakes: RunningFakes,
  token: string | undefined,
  trigger: (ws: WebSocket) => Promise<void>,
): Promise<unknown> {
  if (!token) throw new Error('the provider state signed no one in');
  const ws = new WebSocket(`${fakes.apiBase.replace(/^http/, 'ws')}/realtime`, {
    headers: { authorization: `Bearer ${token}` },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const frame = new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('error', reject);
      setTimeout(() => reject(new Error('no realtime frame within 5 s')), 5000).unref();
    });
    await trigger(ws);
    return await frame;
  } finally {
    ws.close();
  }
}

t.test('payments-api-realtime: the fakes emit every event as agreed', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  await verifyAgainstFakes(t, {
    provider: participants.realtime,
    providerBaseUrl: fakes.apiBase,
    fakes,
    messageProviders: ({ currentBearer }) => ({
      [realtimeMessages.pushConfirmed]: () =>
        firstFrame(fakes, currentBearer(), async () => {
          const res = await fetch(`${fakes.url}/__fake/push`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...tenant, username: demo.pushUser, result: true }),
          });
          if (!res.ok) throw new Error(`/__fake/push answered ${res.status}`);
        }),
      [realtimeMessages.pong]: () => firstFrame(fakes, currentBearer(), async (ws) => ws.send('ping')),
    }),
  });
});
