// Fixed-window counters; a 429 carries Retry-After. Over a database the counters live in the
// `rate_limits` table (one atomic upsert per hit), so every API process sharing the database shares
// them; without one (unit tests) they live in this process's memory.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './envelope';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

interface Count {
  count: number;
  resetAt: number;
}

/** Where the counters are kept: `increment` adds one to a key's current window and returns it. */
interface CounterStore {
  increment(key: string, windowMs: number, now: number): Promise<Count>;
  clear(key: string): Promise<void>;
}

class MemoryStore implements CounterStore {
  private readonly hits = new Map<string, Count>();

  async increment(key: string, windowMs: number, now: number): Promise<Count> {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (this.hits.size > 50000) {
      for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
    }
    return { ...entry };
  }

  async clear(key: string): Promise<void> {
    this.hits.delete(key);
  }
}

class DatabaseStore implements CounterStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Database) {}

  async increment(key: string, windowMs: number, now: number): Promise<Count> {
    const at = new Date(now);
    const expiresAt = new Date(now + windowMs);
    // One statement, so two processes hitting the same key at once both count.
    const expired = sql`${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: at, count: 1, expiresAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= 1000) {
      this.hitsSinceSweep = 0;
      await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, at));
    }
    return { count: row.count, resetAt: row.expiresAt.getTime() };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }
}

export interface RateLimiterOptions {
  /** Keep the counters in this database (shared across processes); in memory otherwise. */
  db?: Database;
  now?: () => number;
}

export class RateLimiter {
  private readonly store: CounterStore;
  private readonly now: () => number;

  constructor({ db, now = Date.now }: RateLimiterOptions = {}) {
    this.store = db ? new DatabaseStore(db) : new MemoryStore();
    this.now = now;
  }

  /** Counts one hit for each key; throws a 429 when any key is over its limit. */
  async hit(keys: string[], rule: RateLimitRule, message = 'Too many attempts. Please try again later.'): Promise<void> {
    const t = this.now();
    let retryAfterMs = 0;
    for (const key of keys) {
      const entry = await this.store.increment(key, rule.windowMs, t);
      if (entry.count > rule.limit) retryAfterMs = Math.max(retryAfterMs, entry.resetAt - t);
    }
    if (retryAfterMs > 0) {
      throw new ApiError(429, message, null, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
    }
  }

  /** Forgets a key's count (a successful login clears that account's failures from that address). */
  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
