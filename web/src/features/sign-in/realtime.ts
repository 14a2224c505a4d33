import { realtimeEvent } from '@app/contracts';

/**
 * The pending push or device sign-in listens on the gateway's /realtime (the
 * gateway follows the login's temporary token) for PushLoginConfirmed. One
 * sign-in at a time per browser, so one socket is enough.
 */
let socket: WebSocket | null = null;

export function stopWaiting(): void {
  const s = socket;
  socket = null;
  s?.close();
}

/** Resolves true on an accepted push, false on a rejected one; rejects when the socket closes first. */
export function waitForApproval(): Promise<boolean> {
  stopWaiting();
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime`;
  const ws = new WebSocket(url);
  socket = ws;
  return new Promise<boolean>((resolve, reject) => {
    ws.addEventListener('message', (e) => {
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const parsed = realtimeEvent.safeParse(data);
      if (!parsed.success || parsed.data.type !== 'PushLoginConfirmed') return;
      resolve(parsed.data.payload.result === true);
      if (socket === ws) stopWaiting();
    });
    ws.addEventListener('close', () => reject(new Error('realtime closed')));
  });
}
