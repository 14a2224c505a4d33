import {
  REALTIME_RESUME_PARAM,
  type RealtimeEvent,
  realtimeEvent,
  realtimeRetryDelayMs,
  realtimeShouldReconnect,
} from '@app/contracts';
import type { RealtimeRules } from './realtime.ts';

/**
 * Reads one /realtime message by contracts' realtimeEvent schema: the event, or null for anything else (not JSON,
 * an unknown type). A module of its own, loaded with the first socket (realtime.ts): zod is not in /login's start.
 */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  try {
    const parsed = realtimeEvent.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Contracts' reconnect rules, in this chunk for the same reason: contracts realtime.ts brings zod with it. */
export const realtimeRules: RealtimeRules = {
  retryDelayMs: (attempt) => realtimeRetryDelayMs(attempt, Math.random()),
  shouldReconnect: realtimeShouldReconnect,
  resumeParam: REALTIME_RESUME_PARAM,
};
