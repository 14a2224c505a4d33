import { type RealtimeEvent, realtimeEvent } from '@app/contracts';

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
