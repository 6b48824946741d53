// What one storefront instance tells the others: a session that ended (a logout) and a catalogue
// that changed (the API's webhook reaches one instance only). With REDIS_URL, a message goes out on
// a Redis channel (named with CACHE_KEY_PREFIX, as the cache's keys are) and every instance hears
// it, this one included; without it, there is one instance and the message is heard at once.
//
// The listeners live on globalThis: Next loads a module once per bundle layer (route handlers,
// pages), so a module's own state can exist twice in one process, and each copy listens for itself.
import 'server-only';
import { createClient } from '@redis/client';
import { settings } from '@/lib/settings/environment';

type Listener = (message: string) => void;
/** What this module uses of a Redis connection. */
interface Connections {
  publisher: { publish(channel: string, message: string): Promise<unknown> };
  subscriber: { subscribe(channel: string, listener: Listener): Promise<unknown> };
}

interface Hub {
  listeners: Map<string, Set<Listener>>;
  /** The names this process's Redis connection is subscribed to. */
  subscribed: Set<string>;
  /** The publishing and the subscribed connection, once REDIS_URL is set; null when it is not. */
  redis: Promise<Connections | null> | null;
}

const HUB = Symbol.for('crafts.storefront.broadcast');
const hub: Hub = ((globalThis as Record<symbol, Hub | undefined>)[HUB] ??= { listeners: new Map(), subscribed: new Set(), redis: null });

const channelOf = (name: string) => `${settings().cacheKeyPrefix}:broadcast:${name}`;

function deliver(name: string, message: string) {
  for (const listener of hub.listeners.get(name) ?? []) {
    try {
      listener(message);
    } catch (error) {
      console.error(`[broadcast] a listener of ${name} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

function connect(): Promise<Connections | null> {
  const url = settings().redisUrl;
  if (!url) return Promise.resolve(null);
  hub.redis ??= (async () => {
    const publisher = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
    const subscriber = publisher.duplicate();
    let reported = false;
    const report = (error: unknown) => {
      if (reported) return;
      reported = true;
      console.error(`[broadcast] Redis: ${error instanceof Error ? error.message : String(error)}; retrying in the background`);
    };
    publisher.on('error', report);
    subscriber.on('error', report);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const connections = { publisher, subscriber };
    // Names listened to before the connection was made, or before a failed one was made again.
    await Promise.all([...hub.listeners.keys()].map((name) => subscribe(connections, name)));
    return connections;
  })().catch((error) => {
    console.error(
      `[broadcast] cannot reach Redis (${error instanceof Error ? error.message : error}): other instances do not hear this one; trying again on the next message`,
    );
    hub.redis = null;
    hub.subscribed.clear();
    return null;
  });
  return hub.redis;
}

async function subscribe(connections: Connections, name: string) {
  if (hub.subscribed.has(name)) return;
  hub.subscribed.add(name);
  await connections.subscriber.subscribe(channelOf(name), (message) => deliver(name, message));
}

/** Call `listener` with every message on `name`, from any instance. */
export async function listen(name: string, listener: Listener): Promise<void> {
  let listeners = hub.listeners.get(name);
  if (!listeners) hub.listeners.set(name, (listeners = new Set()));
  listeners.add(listener);
  const redis = await connect();
  if (redis) await subscribe(redis, name);
}

/** How long a broadcast waits for Redis to take its message: a logout must not hang on a lost Redis. */
const PUBLISH_WAIT_MS = 1000;

/**
 * Tell every instance: this one at once, the others through Redis. Resolves when Redis has taken
 * the message, or after PUBLISH_WAIT_MS when it has not (the client sends it once it reconnects).
 */
export async function broadcast(name: string, message: string): Promise<void> {
  deliver(name, message);
  if (!settings().redisUrl) return;
  const published = connect()
    .then((redis) => redis?.publisher.publish(channelOf(name), message))
    .then(
      () => 'published' as const,
      (error: unknown) => {
        console.error(`[broadcast] could not tell the other instances (${name}):`, error instanceof Error ? error.message : error);
        return 'failed' as const;
      },
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PUBLISH_WAIT_MS);
  });
  if ((await Promise.race([published, late])) === 'late') {
    console.error(`[broadcast] Redis has not taken the message after ${PUBLISH_WAIT_MS} ms (${name}); the other instances hear it once it does`);
  }
  clearTimeout(timer);
}
