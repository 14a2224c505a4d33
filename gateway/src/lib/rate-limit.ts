/**
 * Failed attempts per key within a sliding window. In memory, per process: behind several
 * gateway instances each one counts on its own (the limit then multiplies by the instance count).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowSeconds: number) {
    this.max = max;
    this.windowMs = windowSeconds * 1000;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now: number): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    const oldest = list[list.length - this.max] as number;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
