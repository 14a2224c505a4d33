import { type RealtimeEvent, realtimeEvent } from '@app/contracts';
import { createEffect, sample } from 'effector';
import { useEffect, useRef } from 'react';
import { sessionEnded } from '../lib/lifecycle.ts';

export type RealtimeType = RealtimeEvent['type'];
export type RealtimeListener = (event: RealtimeEvent) => void;

/** The part of a WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  close(): void;
}

export interface RealtimeClient {
  /** Listen to one event type; the socket opens with the first listener and closes after the last. */
  subscribe(type: RealtimeType, listener: RealtimeListener, onClose?: () => void): () => void;
  /** Sign-out: "disconnects the realtime channel" (spec 1 §4) and forgets every listener. */
  close(): void;
  readonly open: boolean;
}

interface Entry {
  type: RealtimeType;
  listener: RealtimeListener;
  onClose?: () => void;
}

/**
 * One websocket to the gateway's /realtime for every feature (the push
 * sign-in, two-step, change password): the gateway authenticates the upgrade
 * with the session (or a pending login's temporary token), and one socket per
 * tab is all it needs.
 */
export function createRealtimeClient(connect: () => SocketLike): RealtimeClient {
  const entries = new Set<Entry>();
  let socket: SocketLike | null = null;

  const dispatch = (data: unknown) => {
    let parsed: ReturnType<typeof realtimeEvent.safeParse>;
    try {
      parsed = realtimeEvent.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const event = parsed.data;
    for (const e of [...entries]) if (e.type === event.type) e.listener(event);
  };

  const ensureOpen = () => {
    if (socket) return;
    const s = connect();
    socket = s;
    s.addEventListener('message', (e) => {
      if (socket === s) dispatch(e.data);
    });
    s.addEventListener('close', () => {
      if (socket !== s) return;
      socket = null;
      for (const e of [...entries]) e.onClose?.();
    });
  };

  const drop = () => {
    const s = socket;
    socket = null;
    s?.close();
  };

  return {
    subscribe(type, listener, onClose) {
      const entry: Entry = { type, listener, onClose };
      entries.add(entry);
      ensureOpen();
      return () => {
        entries.delete(entry);
        if (entries.size === 0) drop();
      };
    },
    close() {
      entries.clear();
      drop();
    },
    get open() {
      return socket !== null;
    },
  };
}

const realtimeUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime`;

export const realtime = createRealtimeClient(() => new WebSocket(realtimeUrl()));

export const closeRealtimeFx = createEffect(() => realtime.close());
sample({ clock: sessionEnded, target: closeRealtimeFx });

/** Listens to `type` while `active`; the latest `onEvent` is called. */
export function useRealtimeEvent(active: boolean, type: RealtimeType, onEvent: RealtimeListener): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (!active) return;
    return realtime.subscribe(type, (e) => handler.current(e));
  }, [active, type]);
}
