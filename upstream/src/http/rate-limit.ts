// Fixed-window counters; a 429 carries Retry-After. With REDIS_URL the counters live in Redis (one
// atomic script per hit); otherwise over a database in the `rate_limits` table (one atomic upsert
// per hit). Either way every API process sharing it shares them. Without either (unit tests) they
// live in this process's memory. When Redis stops answering, the database keeps counting.
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
  /** The key's count in its current window (0 when it has none). */
  peek(key: string, now: number): Promise<number>;
  /** Takes one hit back from the key's current window (never below 0). */
  release(key: string, now: number): Promise<void>;
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

  async peek(key: string, now: number): Promise<number> {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  async release(key: string, now: number): Promise<void> {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
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

  async peek(key: string, now: number): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`)
      .limit(1);
    return row && row.expiresAt.getTime() > now ? row.count : 0;
  }

  async release(key: string, now: number): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > ${new Date(now).toISOString()}::timestamptz`);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }
}

/** The commands of a connected Redis client (node-redis) that the counters use. */
interface RedisCommands {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

// INCR, and the window's expiry set by the hit that opens it; answers the count and the ms left.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// DECR only a live window, and never below 0.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return 0 end
return tonumber(count)`;

class RedisStore implements CounterStore {
  constructor(
    private readonly redis: RedisCommands,
    private readonly fallback: CounterStore,
    private readonly prefix = 'rate-limit:',
  ) {}

  /** Redis, or the fallback (logged) when Redis fails: a limit is never why a request fails. */
  private async either<T>(work: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      console.error('[rate-limit] Redis failed; counting in the database:', error instanceof Error ? error.message : error);
      return instead();
    }
  }

  increment(key: string, windowMs: number, now: number): Promise<Count> {
    return this.either(
      async () => {
        const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, { keys: [this.prefix + key], arguments: [String(windowMs)] })) as [number, number];
        return { count: Number(count), resetAt: now + Number(ttl) };
      },
      () => this.fallback.increment(key, windowMs, now),
    );
  }

  peek(key: string, now: number): Promise<number> {
    return this.either(
      async () => Number(await this.redis.eval(PEEK_SCRIPT, { keys: [this.prefix + key], arguments: [] })),
      () => this.fallback.peek(key, now),
    );
  }

  async release(key: string, now: number): Promise<void> {
    await this.either(
      async () => void (await this.redis.eval(RELEASE_SCRIPT, { keys: [this.prefix + key], arguments: [] })),
      () => this.fallback.release(key, now),
    );
  }

  async clear(key: string): Promise<void> {
    await this.either(
      async () => void (await this.redis.del(this.prefix + key)),
      () => this.fallback.clear(key),
    );
  }
}

export interface RateLimiterOptions {
  /** Keep the counters in this database (shared across processes); in memory otherwise. */
  db?: Database;
  /** Keep them in Redis instead (REDIS_URL), with the database (or memory) as the fallback. */
  redis?: RedisCommands;
  /** Key prefix in Redis (tests keep theirs apart). */
  redisPrefix?: string;
  now?: () => number;
}

export class RateLimiter {
  private readonly store: CounterStore;
  private readonly now: () => number;

  constructor({ db, redis, redisPrefix, now = Date.now }: RateLimiterOptions = {}) {
    const local = db ? new DatabaseStore(db) : new MemoryStore();
    this.store = redis ? new RedisStore(redis, local, redisPrefix) : local;
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

  /** How many hits the key has in its current window. */
  count(key: string): Promise<number> {
    return this.store.peek(key, this.now());
  }

  /**
   * Counts one hit without a limit and answers the key's count in its window, this hit included
   * (1: this hit opened a new window of `windowMs`).
   */
  async increment(key: string, windowMs: number): Promise<number> {
    return (await this.store.increment(key, windowMs, this.now())).count;
  }

  /**
   * Takes back one hit counted by hit() for an attempt that turned out not to be what the limit is
   * for (the right password, the right code): the hit reserved the slot atomically first, so a
   * burst in parallel cannot all pass a check made before the work.
   */
  async release(key: string): Promise<void> {
    await this.store.release(key, this.now());
  }

  /** Forgets a key's count (a successful login clears that account's failures from that address). */
  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
