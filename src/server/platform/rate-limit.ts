import { AppError } from './app-error';

/**
 * Fixed-window counters kept in process memory. One process is the default deployment;
 * several processes behind a load balancer need a shared store (see docs/deploy.md).
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for the key; returns the seconds to wait when over the limit. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { allowed: w.count <= this.limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** Counts an attempt under each key and throws a 429 with Retry-After when any is over its limit. */
export function enforceRateLimit(checks: { limiter: RateLimiter; key: string }[], message: string) {
  for (const { limiter, key } of checks) {
    const result = limiter.hit(key);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    }
  }
}
