import type { RealtimeEvent } from '@app/contracts';
import { createEffect, sample } from 'effector';
import { useEffect, useRef } from 'react';
import { sessionEnded } from '../lib/lifecycle.ts';
import { authLost } from './error-model.ts';
import { fetchSession } from './session.ts';

export type RealtimeType = RealtimeEvent['type'];
export type RealtimeListener = (event: RealtimeEvent) => void;

/** The part of a WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'close', listener: (e: { code: number }) => void): void;
  close(): void;
}

export interface RealtimeClient {
  /**
   * Listen to one event type; the socket opens with the first listener and closes after the last. `onClose`: the
   * channel is lost for good (a close the client does not reopen, or a session found gone), not a reconnect.
   */
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

/** Contracts realtime.ts's reconnect rules (realtime-parse.ts: loaded with the message schema, not in /login's start). */
export interface RealtimeRules {
  /** The wait before reconnect `attempt` (0 for the first): realtimeRetryDelayMs, jittered. */
  retryDelayMs: (attempt: number) => number;
  /** realtimeShouldReconnect: whether a close code is a fault worth reopening after. */
  shouldReconnect: (code: number) => boolean;
  /** REALTIME_RESUME_PARAM. */
  resumeParam: string;
}

/** How the client reconnects. */
export interface RealtimeOptions {
  /** The rules as they are (tests); else loaded with the message schema. */
  rules?: RealtimeRules;
  /** Asked before a reconnect once CHECK_AFTER attempts in a row failed: whether the session is still there. */
  sessionAlive?: () => Promise<boolean>;
  /** The session is gone while signed-in features listened (not only a pending sign-in's PushLoginConfirmed). */
  sessionGone?: () => void;
}

/** Failed reconnects in a row after which the session check is asked before each next one. */
const CHECK_AFTER = 3;

/**
 * The message schema (contracts realtime.ts, zod) is a chunk of its own, loaded when the first listener opens the
 * socket: /login's first script has no zod (web README "Loading fast"). Messages that come before it has loaded
 * wait for it, in their order.
 */
const loadParse = (): Promise<RealtimeParse> => import('./realtime-parse.ts').then((m) => m.parseRealtimeEvent);
const loadRules = (): Promise<RealtimeRules> => import('./realtime-parse.ts').then((m) => m.realtimeRules);

/**
 * One websocket to the gateway's /realtime for every feature (the push
 * sign-in, two-step, change password): the gateway authenticates the upgrade
 * with the session (or a pending login's temporary token), and one socket per
 * tab is all it needs. `reader` reads the messages: `{ parse }`, or `{ load }` to load the parser first.
 *
 * A socket that closes while listeners remain is reopened when contracts' realtimeShouldReconnect says the close was
 * a fault, after realtimeRetryDelayMs, with `?after=<the last event id seen>` (`connect(after)`): the gateway and
 * the upstream replay what the tab missed, and an event whose id is not larger than the last seen is dropped, so a
 * tab sees each event once (spec 1 §7 "Realtime channel: a websocket with token refresh"). A refused reconnect (the
 * session ended) is a 1006 like a cut network: after CHECK_AFTER failures the session check decides whether to go on.
 */
export function createRealtimeClient(
  connect: (query?: string) => SocketLike,
  reader: { parse: RealtimeParse } | { load: () => Promise<RealtimeParse> } = { load: loadParse },
  options: RealtimeOptions = {},
): RealtimeClient {
  const entries = new Set<Entry>();
  let rules: Promise<RealtimeRules> | undefined = options.rules && Promise.resolve(options.rules);
  const rulesNow = () => (rules ??= loadRules().catch((err: unknown) => ((rules = undefined), Promise.reject(err))));
  let socket: SocketLike | null = null;
  let parse: RealtimeParse | null = 'parse' in reader ? reader.parse : null;
  let loading: Promise<void> | null = null;
  let waiting: unknown[] = [];
  /** The last event id this tab saw on its current channel (undefined: none yet). */
  let lastId: number | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** From a fault's close until the next socket opens or the client gives up: a new listener waits for it. */
  let reconnecting = false;
  /** Bumped by sign-out and by the last listener leaving: a session check answered after it is ignored. */
  let generation = 0;

  const deliver = (read: RealtimeParse, data: unknown) => {
    const event = read(data);
    if (!event) return;
    if (event.id !== undefined) {
      if (lastId !== undefined && event.id <= lastId) return;
      lastId = event.id;
    }
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

  const giveUp = (sessionGone: boolean) => {
    failures = 0;
    reconnecting = false;
    const listening = [...entries];
    if (sessionGone && listening.some((e) => e.type !== 'PushLoginConfirmed')) options.sessionGone?.();
    for (const e of listening) e.onClose?.();
  };

  const openSocket = (query?: string) => {
    load();
    const s = connect(query);
    socket = s;
    s.addEventListener('open', () => {
      if (socket === s) failures = 0;
    });
    s.addEventListener('message', (e) => {
      if (socket === s) dispatch(e.data);
    });
    s.addEventListener('close', (e) => {
      if (socket !== s) return;
      socket = null;
      if (entries.size === 0) return;
      reconnecting = true;
      const gen = generation;
      rulesNow().then(
        (r) => {
          if (gen !== generation || socket) return;
          if (r.shouldReconnect(e.code)) scheduleRetry(r);
          else giveUp(false);
        },
        () => gen === generation && giveUp(false),
      );
    });
  };

  const scheduleRetry = (r: RealtimeRules) => {
    const attempt = failures;
    failures += 1;
    const gen = generation;
    const wait = () => {
      retry = setTimeout(() => {
        retry = undefined;
        if (gen !== generation) return;
        reconnecting = false;
        if (entries.size > 0 && !socket) openSocket(lastId === undefined ? undefined : `${r.resumeParam}=${lastId}`);
      }, r.retryDelayMs(attempt));
    };
    if (attempt < CHECK_AFTER || !options.sessionAlive) return wait();
    options.sessionAlive().then(
      (alive) => {
        if (gen !== generation) return;
        if (alive) wait();
        else giveUp(true);
      },
      // no answer (offline): keep trying, the waits are capped
      () => gen === generation && wait(),
    );
  };

  const drop = () => {
    generation += 1;
    clearTimeout(retry);
    retry = undefined;
    reconnecting = false;
    failures = 0;
    lastId = undefined;
    const s = socket;
    socket = null;
    s?.close();
  };

  return {
    subscribe(type, listener, onClose) {
      const entry: Entry = { type, listener, onClose };
      entries.add(entry);
      if (!socket && !reconnecting) openSocket();
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

const realtimeUrl = (query?: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime${query ? `?${query}` : ''}`;

export const realtime = createRealtimeClient((query) => new WebSocket(realtimeUrl(query)), undefined, {
  sessionAlive: () => fetchSession().then((s) => s.authed),
  // as an AU answer would: the session model ends the session ('expired')
  sessionGone: () => authLost(),
});

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
