// The rate limits' counters in Redis (REDIS_URL), as several API processes share them: run by
// `npm run test:postgres`, which sets REDIS_URL (jest.config.mjs leaves *.redis.test.ts out
// without it). The in-memory and database stores are proven in rate-limit.test.ts.
import { createClient } from '@redis/client';
import { ApiError } from '../src/http/envelope';
import { RateLimiter } from '../src/http/rate-limit';
import { createTestApi, type TestApi } from './harness';

const newClient = () => createClient({ url: process.env.REDIS_URL });
type Redis = ReturnType<typeof newClient>;
let api: TestApi;
const clients: Redis[] = [];
const prefix = `test-rate-limit:${process.pid}:${Date.now()}:`;

async function redis(): Promise<Redis> {
  const client = newClient();
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

async function refusal(attempt: Promise<void>): Promise<ApiError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  const cleaner = clients[0];
  if (cleaner?.isOpen) {
    for await (const keys of cleaner.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await cleaner.del(keys);
  }
  for (const client of clients) if (client.isOpen) await client.quit();
  await api.close();
});

describe('rate limits in Redis', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('are shared by two API processes (two clients), refuse with Retry-After, and are cleared for all', async () => {
    const [a, b] = [await redis(), await redis()];
    const first = new RateLimiter({ redis: a, db: api.db, redisPrefix: prefix });
    const second = new RateLimiter({ redis: b, db: api.db, redisPrefix: prefix });
    await first.hit(['shared'], rule);
    await second.hit(['shared'], rule);
    await first.hit(['shared'], rule);
    const refused = await refusal(second.hit(['shared'], rule));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['Retry-After'])).toBeLessThanOrEqual(60);
    expect(await first.count('shared')).toBe(4);
    await first.clear('shared');
    expect(await second.count('shared')).toBe(0);
  });

  it('count every one of many simultaneous hits', async () => {
    const limiters = [new RateLimiter({ redis: await redis(), redisPrefix: prefix }), new RateLimiter({ redis: await redis(), redisPrefix: prefix })];
    await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2].hit(['burst'], { limit: 100, windowMs: 60_000 })));
    expect(await limiters[0].count('burst')).toBe(20);
  });

  it('expire with their window in Redis itself', async () => {
    const client = await redis();
    const limiter = new RateLimiter({ redis: client, redisPrefix: prefix });
    await limiter.hit(['short'], { limit: 5, windowMs: 300 });
    expect(await client.pTTL(`${prefix}short`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.count('short')).toBe(0);
  });

  it('give a hit back for every process: its slot is free again, and a count never goes below zero', async () => {
    const [a, b] = [await redis(), await redis()];
    const first = new RateLimiter({ redis: a, redisPrefix: prefix });
    const second = new RateLimiter({ redis: b, redisPrefix: prefix });
    await first.release('given-back');
    expect(await second.count('given-back')).toBe(0);
    for (let i = 0; i < 3; i += 1) await first.hit(['given-back'], rule);
    await second.release('given-back');
    expect(await first.count('given-back')).toBe(2);
    expect(await refusal(second.hit(['given-back'], rule))).toBeNull();
    expect((await refusal(first.hit(['given-back'], rule)))?.status).toBe(429);
  });
});
