import type { RawData } from 'ws';

/**
 * The `id` of an upstream realtime frame (contracts realtime.ts: an optional positive integer per user), or
 * undefined for a frame without one (Ping, a pending sign-in's PushLoginConfirmed, text that is not JSON). The bridge
 * relays frames as they are; it reads only this.
 */
export function eventIdOf(data: RawData): number | undefined {
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as Buffer).toString('utf8');
  if (!text.includes('"id"')) return undefined;
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
