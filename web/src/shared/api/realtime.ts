import type { RealtimeEvent } from '@app/contracts';
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

/** Reads one message: the event, or null when it is not one (contracts' realtimeEvent schema). */
export type RealtimeParse = (data: unknown) => RealtimeEvent | null;

/**
 * The message schema (contracts realtime.ts, zod) is a chunk of its own, loaded when the first listener opens the
 * socket: /login's first script has no zod (web README "Loading fast"). Messages that come before it has loaded
 * wait for it, in their order.
 */
const loadParse = (): Promise<RealtimeParse> => import('./realtime-parse.ts').then((m) => m.parseRealtimeEvent);

/**
 * One websocket to the gateway's /realtime for every feature (the push
 * sign-in, two-step, change password): the gateway authenticates the upgrade
 * with the session (or a pending login's temporary token), and one socket per
 * tab is all it needs. `reader` reads the messages: `{ parse }`, or `{ load }` to load the parser first.
 */
export function createRealtimeClient(
  connect: () => SocketLike,
  reader: { parse: RealtimeParse } | { load: () => Promise<RealtimeParse> } = { load: loadParse },
): RealtimeClient {
  const entries = new Set<Entry>();
  let socket: SocketLike | null = null;
  let parse: RealtimeParse | null = 'parse' in reader ? reader.parse : null;
  let loading: Promise<void> | null = null;
  let waiting: unknown[] = [];

  const deliver = (read: RealtimeParse, data: unknown) => {
    const event = read(data);
    if (!event) return;
    for (const e of [...entries]) if (e.type === event.type) e.listener(event);
  };
  const load = () => {
    if (parse || loading || !('load' in reader)) return;
    loading = reader.load().then(
      (read) => {
        parse = read;
        const queued = waiting;
        waiting = [];
        for (const data of queued) deliver(read, data);
      },
      () => {
        // a later socket tries again; what waited is lost like a message of a dropped socket
        loading = null;
        waiting = [];
      },
    );
  };
  const dispatch = (data: unknown) => {
    if (parse) deliver(parse, data);
    else {
      waiting.push(data);
      load();
    }
  };

  const ensureOpen = () => {
    if (socket) return;
    load();
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
