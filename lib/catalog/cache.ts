// The one way a catalogue read is cached (decision 013): Next's data cache through
// `unstable_cache`, so entries live where the pages do (the build's file cache, or Redis through
// the cache handler when REDIS_URL is set) and every storefront instance shares them. A read names
// its lifetime and its tags before it runs; a read that throws caches nothing.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { LIFETIME_SECONDS, type Lifetime } from './tags';

/**
 * `read` cached under `name` and its arguments (as JSON: put them in one canonical form first, so
 * equal queries share one entry), for `lifetime`, with the tags `tagsOf` gives those arguments
 * (as one array: `([id]) => [tags.product(id)]`).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  lifetime: Lifetime,
  tagsOf: (args: NoInfer<A>) => string[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => unstable_cache(() => read(...args), [name, JSON.stringify(args)], { revalidate: LIFETIME_SECONDS[lifetime], tags: tagsOf(args) })();
}
