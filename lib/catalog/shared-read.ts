// A read shared, in this process, by the calls that ask for the same thing while it runs and for a
// few seconds after: one API call for a burst of equal requests. For what the data cache should not
// hold (an entry per free-text search would fill the disk, or Redis, with one-off queries) or would
// refresh once per request (the sitemap). A failed read is not kept; the oldest entry leaves first
// when the map is full.
import 'server-only';

interface Entry<R> {
  until: number;
  value: Promise<R>;
}

export interface SharedRead<A extends unknown[], R> {
  (...args: A): Promise<R>;
  /** Forget every kept result (after a revalidation: the next call reads again). */
  clear(): void;
}

export function sharedRead<A extends unknown[], R>(options: { forMs: number; maxEntries: number }, read: (...args: A) => Promise<R>): SharedRead<A, R> {
  const entries = new Map<string, Entry<R>>();
  const shared = (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.until > now) return kept.value;
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: Entry<R> = { until: now + options.forMs, value: read(...args) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
  return Object.assign(shared, { clear: () => entries.clear() });
}
