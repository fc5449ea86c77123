/**
 * Progressive delays after failed sign-ins (Ghost's approach, not a lock-out): the first few
 * failures of a key cost nothing, then each one doubles the wait before the next attempt, up to a
 * cap. Kept per process, like the other limiters (see docs/decisions/018).
 */
export class FailureBackoff {
  private entries = new Map<string, { failures: number; lastAt: number }>();

  constructor(
    private readonly opts: { free: number; baseMs: number; maxMs: number; forgetAfterMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before this key may try again (0: go ahead). */
  waitSeconds(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const now = this.now();
    if (now - entry.lastAt > this.opts.forgetAfterMs) {
      this.entries.delete(key);
      return 0;
    }
    if (entry.failures < this.opts.free) return 0;
    const delay = Math.min(this.opts.baseMs * 2 ** (entry.failures - this.opts.free), this.opts.maxMs);
    const left = entry.lastAt + delay - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string) {
    const now = this.now();
    if (this.entries.size > 50_000) this.sweep(now);
    const entry = this.entries.get(key);
    if (!entry || now - entry.lastAt > this.opts.forgetAfterMs) this.entries.set(key, { failures: 1, lastAt: now });
    else this.entries.set(key, { failures: entry.failures + 1, lastAt: now });
  }

  succeed(key: string) {
    this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (now - entry.lastAt > this.opts.forgetAfterMs) this.entries.delete(key);
  }
}
