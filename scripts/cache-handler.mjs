// The storefront's page and data cache in Redis (issue 25, decision 013), loaded by Next when
// REDIS_URL is set (next.config.mjs): ISR pages, the catalogue's cached reads and their tags live in
// one Redis, so every storefront instance serves the same pages and a revalidation on one instance
// (the API's webhook reaches one of them) is seen by all. Built on @fortedigital/nextjs-cache-handler's
// redis-strings handler. Keys are prefixed with the build id: a new build never reads pages whose
// scripts belong to another. Without Redis at start, this instance keeps its cache in memory and
// says so; a Redis that fails later answers misses (pages render again) until it is back.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

/** How long a cache read or write may wait for Redis before it counts as a miss. */
const REDIS_TIMEOUT_MS = 1000;

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL;
  const keyPrefix = `${process.env.CACHE_KEY_PREFIX || 'crafts'}:${buildId ?? 'dev'}:`;
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
  let warned = false;
  client.on('error', (error) => {
    if (warned) return;
    warned = true;
    console.error(`[cache] Redis at ${redactUrl(url)}: ${error.message}`);
  });
  client.on('ready', () => (warned = false));
  try {
    await client.connect();
  } catch (error) {
    console.error(`[cache] cannot reach Redis at ${redactUrl(url)} (${error.message}): this instance caches in its own memory`);
    await client.disconnect().catch(() => {});
    return { handlers: [createLruHandler()] };
  }
  console.log(`[cache] pages and cached reads in Redis at ${redactUrl(url)} (keys ${keyPrefix}*)`);
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  };
});

/** A Redis URL fit to print: the password replaced. */
function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

export default CacheHandler;
