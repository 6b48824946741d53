// Faults (issue 22, point 5): the storefront when its API stops, and when it turns slow; and,
// since this storefront has no proxy in front of it, a client posing as a new address each try.
//
// The file starts a storefront of its own (the same production build, scripts/serve.mjs) whose API
// address is a switch in this process: a TCP proxy in front of the real API under test that can
// refuse every connection (the API stopped), hold every request for five seconds (a slow API), or
// pass traffic through again. Nothing is restarted in between: the same storefront process must
// keep answering and recover by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, freePort, logIn, newEmail, serverSecrets } from './support';
import { ACCOUNT_GROUPS, ACCOUNT_PAGES_OUTSIDE_SIDEBAR } from '../components/account/account-links';

const PASSWORD = 'karibu-faults-1';
const SLOW_MS = 5000;

/** A TCP proxy in front of the API: `stop()` refuses connections, `delayMs` holds each request. */
class ApiSwitch {
  delayMs = 0;
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private pipe(client: net.Socket) {
    const upstream = net.connect(this.target);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Each request (each chunk the storefront sends) waits delayMs before the API sees it.
    client.on('data', (chunk) => {
      const send = () => upstream.write(chunk);
      if (this.delayMs > 0) setTimeout(send, this.delayMs);
      else send();
    });
    client.on('end', () => upstream.end());
    upstream.pipe(client);
  }

  /** The API is gone: open connections drop and new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Where this build stores the pages it has rendered (Next 16's file cache, one folder per route). */
const ROUTE_CACHE = path.join(__dirname, '..', '.next', 'server', 'route-cache');

/** Where this build stores the catalogue's cached reads (Next's data cache). */
const DATA_CACHE = path.join(__dirname, '..', '.next', 'cache', 'fetch-cache');

/** The stored renders of this build, each as the files of one path: '/product/12' → its files. */
function storedRenders(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const at = full.indexOf(`${path.sep}$${path.sep}`);
      // A page is stored as <path>.html, <path>.rsc, <path>.meta and a <path>.segments folder.
      const page = at >= 0 ? /^(.*?)\.(html|rsc|meta|segments)$/.exec(full.slice(at + 2)) : null;
      if (page) {
        const key = page[1].split(path.sep).join('/');
        found.set(key, [...(found.get(key) ?? []), full]);
      } else if (entry.isDirectory()) walk(full);
    }
  };
  if (existsSync(ROUTE_CACHE)) walk(ROUTE_CACHE);
  return found;
}

const apiSwitch = new ApiSwitch({ host: '127.0.0.1', port: Number(new URL(API_URL).port) });
let storefront: ChildProcess;
let site = '';
let storefrontLog = '';

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${storefrontLog}`);
}

/** Ids of products and stories no one has opened yet in this run (so none is cached). */
const fresh = { products: [] as { id: number; name: string }[], stories: [] as { id: number; slug: string; title: string }[] };
let buyerState = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  await apiSwitch.start();
  const port = await freePort();
  site = `http://localhost:${port}`;
  storefront = spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'serve.mjs')], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      ...serverSecrets(),
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_API_URL: `http://127.0.0.1:${apiSwitch.port}`,
      NEXTAUTH_URL: site,
      // No proxy in front of this storefront: this test's requests are clients, not a proxy.
      STOREFRONT_TRUST_PROXY: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [storefront.stdout, storefront.stderr]) stream?.on('data', (chunk) => (storefrontLog = (storefrontLog + chunk).slice(-20_000)));
  await waitFor(`${site}/login`, 60_000);

  // Products from a page of the catalogue picked at random, none of which the build has stored
  // yet (the stored renders of this build are shared by every storefront that runs it). There are
  // only 36 stories, and the specs before this one (with their browsers' prefetching) have opened
  // them all: three picked at random lose their stored renders, and the stored data goes, so that
  // this file's storefront, a new process with nothing in memory, has never rendered them.
  const stored = storedRenders();
  const listPage = 2 + Math.floor(Math.random() * 30);
  const products = await (await fetch(`${API_URL}/products?per_page=50&sort=oldest&page=${listPage}`)).json();
  fresh.products = (products.data.data as { product_id: number; product_name: string }[])
    .map((p) => ({ id: p.product_id, name: p.product_name }))
    .filter((p) => !stored.has(productPath(p.id)))
    .slice(-6);
  const stories = await (await fetch(`${API_URL}/blogs?per_page=50`)).json();
  fresh.stories = (stories.data.data as { post_id: number; slug: string; title: string }[])
    .map((s) => ({ id: s.post_id, slug: s.slug, title: s.title }))
    .sort(() => Math.random() - 0.5)
    .slice(0, 3);
  for (const story of fresh.stories) {
    for (const file of stored.get(storyPath(story)) ?? []) rmSync(file, { recursive: true, force: true });
  }
  // The data those pages were rendered from is stored too (decision 013), in entries named by hash:
  // all of it goes, so this storefront must ask the API for everything it has not rendered itself.
  rmSync(DATA_CACHE, { recursive: true, force: true });
  expect(fresh.products.length).toBeGreaterThanOrEqual(4);
  expect(fresh.stories.length).toBeGreaterThanOrEqual(2);

  // A buyer of this file, signed in on this storefront once.
  const email = newEmail('faults');
  const registered = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Wanjiku Faults', email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  await logIn(page, email, PASSWORD, '/dashboard');
  await expect(page).toHaveURL(`${site}/dashboard`);
  buyerState = test.info().outputPath('faults-buyer.json');
  await context.storageState({ path: buyerState });
  await context.close();
});

test.afterAll(async () => {
  storefront?.kill('SIGTERM');
  await apiSwitch.stop();
});

/** A name as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const productPath = (id: number) => `/product/${id}`;
const storyPath = (story: { id: number; slug: string }) => `/stories/${story.id}/${story.slug}`;
const ACCOUNT_PATHS = [...ACCOUNT_GROUPS.flatMap((group) => group.links.map((link) => link.href)), ...ACCOUNT_PAGES_OUTSIDE_SIDEBAR.map((l) => l.href)].filter(
  // '/order' needs an order's id; its own spec covers it.
  (href) => href !== '/order',
);

/** A page a buyer sees: never a stack trace, never an empty document. */
async function expectReadable(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text.trim().length, `${where} is blank`).toBeGreaterThan(20);
  expect(text, `${where} shows a stack`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)|TypeError|ECONNREFUSED/);
}

test('with the API stopped, cached pages still answer, others say the spec’s message, and all recovers when it returns', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [cached, uncached, later] = fresh.products;
  const [story] = fresh.stories;
  // Opened while the API is up: stored by the storefront on the first visit.
  for (const address of ['/', productPath(cached.id)]) expect((await request.get(`${site}${address}`)).status(), address).toBe(200);

  await apiSwitch.stop();

  // Cached pages keep answering, whole.
  const home = await request.get(`${site}/`);
  expect(home.status()).toBe(200);
  const stored = await request.get(`${site}${productPath(cached.id)}`);
  expect(stored.status()).toBe(200);
  expect(await stored.text()).toContain(inHtml(cached.name));

  // Pages never rendered: 503 (a crawler comes back later) with Retry-After, and words, not a blank page.
  for (const address of [productPath(uncached.id), storyPath(story)]) {
    const response = await request.get(`${site}${address}`);
    expect(response.status(), address).toBe(503);
    expect(response.headers()['retry-after'], address).toBe('30');
    const html = await response.text();
    expect(html).toContain('The marketplace is not answering just now. Please try again in a moment.');
    expect(html).not.toMatch(/ECONNREFUSED|\bat .+\.js:\d+/);
  }

  // In a browser the route's own message (spec section 8) takes the page's place.
  const context = await browser.newContext({ baseURL: site, storageState: buyerState });
  const page = await context.newPage();
  await page.goto(productPath(uncached.id));
  await expect(page.getByRole('heading', { name: 'Failed to load product details' })).toBeVisible();
  await page.goto(storyPath(story));
  await expect(page.getByRole('heading', { name: 'Unable to load story.' })).toBeVisible();

  // Every account page answers with words: its message where its data would be, no 5xx.
  for (const address of ACCOUNT_PATHS) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(500);
    await expectReadable(page, address);
  }
  await page.goto('/order-history');
  await expect(page.getByText('Failed to load orders')).toBeVisible();

  // The storefront process is still up.
  expect(storefront.exitCode).toBeNull();

  // The API returns: the same process serves fresh pages again, without a restart.
  await apiSwitch.start();
  await expect(async () => {
    const back = await request.get(`${site}${productPath(later.id)}`);
    expect(back.status()).toBe(200);
    expect(await back.text()).toContain(inHtml(later.name));
  }).toPass({ timeout: 15_000 });
  const retried = await request.get(`${site}${productPath(uncached.id)}`);
  expect(retried.status()).toBe(200);
  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: /Order History/i })).toBeVisible();
  await expect(page.getByText('Failed to load orders')).toHaveCount(0);
  await context.close();
});

test('a slow API (5 s a request) degrades the same way, within the client’s timeout', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [, , , slowProduct] = fresh.products;
  const [, slowStory] = fresh.stories;
  apiSwitch.delayMs = SLOW_MS;
  try {
    // Each page answers within the client's 8 s deadline per call (plus rendering), never a 500.
    for (const address of [productPath(slowProduct.id), storyPath(slowStory)]) {
      const started = Date.now();
      const response = await request.get(`${site}${address}`, { timeout: 60_000 });
      const took = Date.now() - started;
      test.info().annotations.push({ type: 'slow API', description: `${address}: ${response.status()} in ${took} ms` });
      expect([200, 503], address).toContain(response.status());
      expect(took, `${address} took ${took} ms`).toBeLessThan(30_000);
    }
    const context = await browser.newContext({ baseURL: site, storageState: buyerState });
    const page = await context.newPage();
    const response = await page.goto('/order-history', { timeout: 60_000 });
    expect(response?.status()).toBeLessThan(500);
    await expectReadable(page, '/order-history (slow API)');
    await context.close();
    expect(storefront.exitCode).toBeNull();
  } finally {
    apiSwitch.delayMs = 0;
  }
  // Fast again: the next uncached page renders normally.
  const [, , , , again] = fresh.products;
  const back = await request.get(`${site}${productPath(again.id)}`);
  expect(back.status()).toBe(200);
  expect(await back.text()).toContain(inHtml(again.name));
});

test('a client sending a new X-Forwarded-For on every try still meets the login limit', async ({ request }) => {
  const email = newEmail('spoof');
  await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Spoof Target', email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  const errors: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    const csrf = await request.get(`${site}/api/auth/csrf`);
    const { csrfToken } = await csrf.json();
    const answer = await request.post(`${site}/api/auth/callback/credentials`, {
      headers: { origin: site, 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
      form: { csrfToken, email, password: 'not-the-password', json: 'true' },
    });
    const { url } = await answer.json();
    errors.push(new URL(url).searchParams.get('error') ?? '');
  }
  expect(errors.slice(0, 10).every((error) => error === 'These credentials do not match our records.')).toBe(true);
  // The eleventh try is refused: the storefront passed on the connection's own address each time.
  expect(errors[10]).toBe('Too many login attempts. Please try again later.');
});
