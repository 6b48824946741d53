// More than one storefront (issue 25): two storefront instances, started as an operator would
// (`npm start` with UPSTREAM_API_URL, so each starts alone), share one Redis for their pages and
// cached reads, in front of one API on PostgreSQL. A price changed through the API reaches both at
// once (the API tells one instance, the revalidation is seen by both), and either instance can be
// restarted without the other noticing and comes back serving the same pages. What an instance
// keeps in its own memory for a few seconds (a search's products, a session's liveness) is
// forgotten by all when one hears of a change (lib/instances/broadcast.ts, through Redis).
//
// It needs the PostgreSQL and Redis servers of docs/deployment.md, so it is not part of `npm test`:
// `npm run test:instances` (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// and REDIS_URL, default redis://127.0.0.1:6379), which CI runs after it on the same build.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { formatKsh } from '../../lib/format/money';
import { cookiePairs, DEMO, DEMO_PASSWORD, freePort, signInThroughNextAuth, signOutThroughNextAuth } from '../support';

const ROOT = path.join(__dirname, '..', '..');
const ADMIN = { email: 'admin@demo.crafts.ke', password: 'karibu-2026' };
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const database = `crafts_instances_${run}`;
const cachePrefix = `crafts-test-${run}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crafts-instances-'));
const secrets = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  CART_SECRET: randomBytes(32).toString('hex'),
  REVALIDATE_SECRET: randomBytes(32).toString('hex'),
};

/** A server process of this test, with the end of its output for a failure message. */
class Server {
  child: ChildProcess | null = null;
  log = '';
  constructor(
    readonly name: string,
    readonly url: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    private readonly readyPath: string,
  ) {}

  async start(timeoutMs: number) {
    this.child = spawn(process.execPath, this.args, { cwd: ROOT, env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.on('data', (chunk) => (this.log = (this.log + chunk).slice(-8000)));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} exited (${this.child.exitCode}):\n${this.log}`);
      try {
        if ((await fetch(`${this.url}${this.readyPath}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`${this.name} did not answer within ${timeoutMs} ms:\n${this.log}`);
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

let api: Server;
const storefronts: Server[] = [];

/** A storefront started alone beside the API, as `npm start` does with UPSTREAM_API_URL. */
function storefront(name: string, port: number): Server {
  return new Server(
    name,
    `http://127.0.0.1:${port}`,
    [path.join(ROOT, 'scripts', 'start.mjs')],
    {
      ...secrets,
      PORT: String(port),
      UPSTREAM_API_URL: api.url,
      REDIS_URL,
      CACHE_KEY_PREFIX: cachePrefix,
      DATA_DIR: dataDir,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    },
    '/hello',
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60 * 1000);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

  const [apiPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  api = new Server(
    'the API',
    `http://127.0.0.1:${apiPort}`,
    // `npm run api`: the API built and run alone (it migrates and seeds the empty database).
    ['-e', "import('./scripts/build-api.mjs').then(({ buildApi }) => buildApi()).then((bundle) => import(bundle))"],
    {
      ...secrets,
      DATABASE_URL: databaseUrl,
      API_PORT: String(apiPort),
      REDIS_URL,
      DATA_DIR: dataDir,
      STOREFRONT_URL: `http://127.0.0.1:${portA}`,
      NODE_ENV: 'production',
    },
    '/health',
  );
  await api.start(5 * 60 * 1000);
  storefronts.push(storefront('storefront A', portA), storefront('storefront B', portB));
  // One after the other: a storefront whose build is stale builds first, and the second waits for it.
  for (const instance of storefronts) await instance.start(10 * 60 * 1000);
});

test.afterAll(async () => {
  await Promise.all([...storefronts, api].filter(Boolean).map((server) => server.stop()));
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${cachePrefix}:*`, COUNT: 500 })) keys.push(...batch);
  if (keys.length > 0) await redis.unlink(keys);
  await redis.quit();
});

async function page(server: Server, address: string) {
  const response = await fetch(`${server.url}${address}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

/** A product of the seeded catalogue (a page of its own per test), with its name and price as the API says them. */
async function someProduct(listPage: number): Promise<{ id: number; name: string; price: number }> {
  const body = (await (await fetch(`${api.url}/products?per_page=1&page=${listPage}`)).json()) as {
    data: { data: { product_id: number; product_name: string; base_price: number }[] };
  };
  const [product] = body.data.data;
  return { id: product.product_id, name: product.product_name, price: Number(product.base_price) };
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${api.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A new price set through the API by an admin (`PATCH /products/{id}`), which tells storefront A. */
async function changePrice(productId: number, price: number) {
  const changed = await fetch(`${api.url}/products/${productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ price }),
  });
  expect(changed.status).toBe(200);
}

test('two instances serve one cache: a page rendered by one is served by the other, and a new price reaches both', async () => {
  const [a, b] = storefronts;
  const product = await someProduct(7);
  const address = `/product/${product.id}`;

  const first = await page(a, address);
  expect(first.status).toBe(200);
  expect(first.html).toContain(formatKsh(product.price));
  // A stores what it rendered after answering: once A itself serves it from the cache (Redis only,
  // no memory of its own), it is in Redis.
  await expect.poll(async () => (await page(a, address)).cache, { timeout: 5000 }).toBe('HIT');
  // Rendered by A, stored in Redis: B serves the stored page without rendering it.
  const second = await page(b, address);
  expect(second.status).toBe(200);
  expect(second.cache).toBe('HIT');
  expect(second.html).toContain(formatKsh(product.price));

  const newPrice = Math.round(product.price) + 123;
  await changePrice(product.id, newPrice);

  // The API told A; the revalidation is in Redis, so B's next answer is fresh too.
  for (const instance of [b, a]) {
    await expect.poll(async () => (await page(instance, address)).html.includes(formatKsh(newPrice)), { timeout: 10_000 }).toBe(true);
  }
  // And no stale copy afterwards, on either, however often asked.
  for (let i = 0; i < 5; i += 1) {
    for (const instance of [a, b]) {
      const again = await page(instance, address);
      expect(again.html).toContain(formatKsh(newPrice));
      expect(again.html).not.toContain(formatKsh(product.price));
    }
  }
});

test('a search on either instance shows the new price as soon as the API says it changed', async () => {
  const [a, b] = storefronts;
  const product = await someProduct(9);
  const address = `/marketplace?q=${encodeURIComponent(product.name)}`;
  // Each instance reads the search once and keeps it in memory for 15 s (lib/catalog/products.ts).
  for (const instance of [a, b]) expect((await page(instance, address)).html).toContain(formatKsh(product.price));

  const newPrice = Math.round(product.price) + 77;
  await changePrice(product.id, newPrice);

  // The webhook reached A only; B forgets its copy because A tells it, well before the 15 s run out.
  for (const instance of [b, a]) {
    await expect.poll(async () => (await page(instance, address)).html.includes(formatKsh(newPrice)), { timeout: 5_000 }).toBe(true);
  }
});

test('a logout on one instance ends the session on the other at once', async () => {
  const [a, b] = storefronts;
  const cookie = cookiePairs(await signInThroughNextAuth(a.url, DEMO.buyer.email, DEMO_PASSWORD));
  const sessionOn = async (instance: Server) =>
    ((await (await fetch(`${instance.url}/api/auth/session`, { headers: { cookie } })).json()) as { user?: { email: string } }).user?.email;
  // B checks the session with the API once and remembers the answer for 10 s (lib/session/liveness.ts).
  expect(await sessionOn(b)).toBe(DEMO.buyer.email);

  await signOutThroughNextAuth(a.url, cookie);

  // A copy of the cookie is refused on B straight away, not when B's memory runs out.
  expect(await sessionOn(b)).toBeUndefined();
  expect(await sessionOn(a)).toBeUndefined();
});

/** A stored page, fresh or being refreshed in the background (the price change refreshed the lists so). */
const STORED = ['HIT', 'STALE'];

test('either instance restarts without the other noticing, and comes back serving the stored pages', async () => {
  const [a, b] = storefronts;
  const address = '/marketplace';
  expect((await page(a, address)).status).toBe(200);
  for (const [down, up] of [
    [b, a],
    [a, b],
  ]) {
    await down.stop();
    const meanwhile = await page(up, address);
    expect(meanwhile.status).toBe(200);
    expect(STORED).toContain(meanwhile.cache);
    await down.start(2 * 60 * 1000);
    // A new process with nothing in memory: the page comes from Redis, not from a new render.
    const back = await page(down, address);
    expect(back.status).toBe(200);
    expect(STORED).toContain(back.cache);
  }
});
