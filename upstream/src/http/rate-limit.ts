// Fixed-window counters in memory, per process: enough for one API process; a 429 carries Retry-After.
import { ApiError } from './envelope';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit for each key; throws a 429 when any key is over its limit. */
  hit(keys: string[], rule: RateLimitRule, message = 'Too many attempts. Please try again later.'): void {
    const t = this.now();
    let retryAfterMs = 0;
    for (const key of keys) {
      let entry = this.hits.get(key);
      if (!entry || entry.resetAt <= t) {
        entry = { count: 0, resetAt: t + rule.windowMs };
        this.hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > rule.limit) retryAfterMs = Math.max(retryAfterMs, entry.resetAt - t);
    }
    if (this.hits.size > 50000) this.sweep(t);
    if (retryAfterMs > 0) {
      throw new ApiError(429, message, null, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
    }
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(t: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= t) this.hits.delete(key);
  }
}
