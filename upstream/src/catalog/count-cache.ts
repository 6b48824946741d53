// Totals of large catalogue lists, remembered for a short while.
//
// A page of 20 products costs the same at 2,000 or 100,000 products (an index range scan that stops
// after the page), but counting every match does not: at 100,000 products a category with a price
// range matches ~10,000 rows, and counting them (with a heap visit each when inStock is set) costs
// more than the page itself, most of all in embedded PGlite. A total that is up to 30 s old is still
// right for a paginator, so large totals are kept per query; small ones are cheap and always fresh.
// Requests that need the same total at the same time share one count: when a remembered total
// expires under load, fifty requests waiting on the embedded database's one connection would
// otherwise all count the same rows again.
import type { Database } from '../db/client';

/** Totals below this are recounted on every request (exact and fresh). */
export const SMALL_TOTAL = 1000;
const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

interface Entry {
  value: number;
  expiresAt: number;
}

export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The remembered total for `key`, else counts it (and remembers it when it is large). */
  async total(key: string, count: () => Promise<number>): Promise<number> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > t) return hit.value;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    const counting = this.count(key, t, count);
    this.pending.set(key, counting);
    try {
      return await counting;
    } finally {
      this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private async count(key: string, t: number, count: () => Promise<number>): Promise<number> {
    const value = await count();
    if (value >= SMALL_TOTAL) {
      if (this.entries.size >= MAX_ENTRIES) this.evict(t);
      this.entries.set(key, { value, expiresAt: t + TTL_MS });
    }
    return value;
  }

  private evict(t: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= t) this.entries.delete(key);
    // Still full: drop the oldest (Map keeps insertion order).
    while (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}

// One cache per database, so two APIs in one process (tests) never share totals.
const caches = new WeakMap<Database, CountCache>();

export function countCacheFor(db: Database): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CountCache();
    caches.set(db, cache);
  }
  return cache;
}
