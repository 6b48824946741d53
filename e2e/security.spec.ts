// Security journeys (issue 22, docs/security.md) against the production build and the real API.
// One stranger signs in once (stored state); everything else is made through the API or with
// plain HTTP requests, so the file stays fast. Each test names its requirement.
//
// Another buyer's order and support ticket answer a real HTTP 404, not a 200 with the not-found
// message streamed after an account loading boundary started the response.
import { sealData } from 'iron-session';
import { decode, encode } from 'next-auth/jwt';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FOREIGN_ORIGIN_EXCEPTIONS, PUBLIC_HANDLERS, keyOf, routeHandlers, samplePath } from '../__tests__/security/handler-inventory';
import { FOREIGN_TARGETS, staysOnSite } from '../__tests__/security/redirect-targets';
import { PROTECTED_PREFIXES } from '../lib/session/protected-routes';
import {
  api,
  API_URL,
  apiLogin,
  cookiePairs,
  DEMO,
  DEMO_PASSWORD,
  logIn,
  newEmail,
  serverSecrets,
  signInThroughNextAuth,
  signOutThroughNextAuth,
} from './support';

const PASSWORD = 'karibu-security-1';
const SITE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const SESSION_COOKIE = 'next-auth.session-token';
const COOKIE_LIMIT = 4096;

async function registerBuyer(tag: string, name = 'Otieno Ouma'): Promise<{ email: string; token: string }> {
  const email = newEmail(tag);
  await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password: PASSWORD, password_confirmation: PASSWORD }) });
  return { email, token: await apiLogin(email, PASSWORD) };
}

/** A plain request to the storefront: no cookie jar, no redirects followed. */
function site(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${SITE}${path}`, { redirect: 'manual', ...init });
}

/** Signs in through next-auth's own endpoints, as the login form does; answers the Set-Cookie lines. */
const signIn = (email: string, password = PASSWORD) => signInThroughNextAuth(SITE, email, password);
const sessionPair = (lines: string[]) => lines.map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;

/** The API bearer token sealed in a session cookie, read with the server's own secret. */
async function tokenIn(cookieValue: string): Promise<string> {
  const token = await decode({ token: cookieValue, secret: serverSecrets().AUTH_SECRET });
  expect(typeof token?.accessToken).toBe('string');
  return token!.accessToken as string;
}

/** The demo buyer's records and a second buyer's, which the file's own buyer must not see. */
const theirs = { orderId: 0, ticketId: 0, invoiceId: 0, addressId: 0, reviewId: 0 };
const stranger = { email: '', storage: '', cookie: '', token: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const demoToken = await apiLogin(DEMO.buyer.email, DEMO_PASSWORD);
  const orders = await api<{ data: { order_id: number }[] }>('/orders?per_page=1', {}, demoToken);
  theirs.orderId = orders.data[0]!.order_id;
  const ticket = await api<{ ticket_id: number }>(
    '/support-tickets',
    { method: 'POST', body: JSON.stringify({ subject: 'Private question', description: 'Only for me.', ticket_category: 'product', priority: 'low' }) },
    demoToken,
  );
  theirs.ticketId = ticket.ticket_id;
  const invoices = await api<{ data: { id: number }[] } | { id: number }[]>('/invoices', {}, demoToken);
  theirs.invoiceId = (Array.isArray(invoices) ? invoices : invoices.data)[0]!.id;

  // Records another buyer makes for the occasion, so that a broken check could not touch the demo's.
  const owner = await registerBuyer('security-owner', 'Akinyi Odhiambo');
  const address = await api<{ id: number }>(
    '/addresses',
    { method: 'POST', body: JSON.stringify({ name: 'Home', street: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '0712345678' }) },
    owner.token,
  );
  theirs.addressId = address.id;
  // A review only comes from a buyer who received the piece: the demo buyer's own, from her delivered order.
  const reviews = await api<{ id: number }[]>('/reviews', {}, demoToken);
  theirs.reviewId = reviews[0]!.id;

  stranger.email = newEmail('security');
  await api('/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Otieno Ouma', email: stranger.email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, stranger.email, PASSWORD, '/dashboard');
  await expect(page).toHaveURL('/dashboard');
  stranger.storage = test.info().outputPath('stranger-state.json');
  await context.storageState({ path: stranger.storage });
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  stranger.cookie = `${SESSION_COOKIE}=${cookie.value}`;
  stranger.token = await tokenIn(cookie.value);
  await context.close();
});

const ACCOUNT_PAGES = PROTECTED_PREFIXES.filter((prefix) => !['/order', '/profile'].includes(prefix));

test('1. the API’s bearer token appears in no page, RSC payload, JSON answer or document.cookie', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stranger.storage });
  const page = await context.newPage();
  const seen: string[] = [];
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const response = await page.request.get(path, { headers, maxRedirects: 0 });
    seen.push(`${path} ${JSON.stringify(headers)}`);
    expect(await response.text(), `${path} ${JSON.stringify(headers)}`).not.toContain(stranger.token);
  };
  for (const path of [...ACCOUNT_PAGES, '/', '/cart', '/marketplace', '/login', `/order/${theirs.orderId}`]) {
    await read(path);
    // The router's payloads: a navigation and a prefetch.
    await read(path, { RSC: '1' });
    await read(`${path}${path.includes('?') ? '&' : '?'}_rsc=sec1`, { RSC: '1', 'Next-Router-Prefetch': '1' });
  }
  // Every GET route handler (but the one that ends the session), and next-auth's session and CSRF answers.
  const getHandlers = routeHandlers().filter((h) => h.methods.includes('GET') && h.pattern.startsWith('/api/') && h.pattern !== '/api/session/expired');
  for (const handler of getHandlers) await read(samplePath(handler.pattern));
  await read('/api/auth/session');
  await read('/api/auth/csrf');
  expect(seen.length).toBeGreaterThan(60);

  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: Record<string, unknown> };
  expect(Object.keys(session.user).sort()).toEqual(['email', 'id', 'name', 'userType']);
  await page.goto('/dashboard');
  const stored = await page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage), document.documentElement.outerHTML].join('\n'),
  );
  expect(stored).not.toContain(stranger.token);
  expect(stored).not.toContain(SESSION_COOKIE);
  await context.close();
});

test('2. the session and cart cookies are HttpOnly, SameSite=Lax, Path=/ and under 4096 bytes, also for a long name', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stranger.storage });
  const [session] = (await context.cookies()).filter((c) => c.name === SESSION_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Served over plain HTTP here, so not Secure; over HTTPS (production) it is (__tests__/security/cookies.test.ts).
  expect(session.secure).toBe(new URL(SITE).protocol === 'https:');
  await context.close();

  // The longest name the API takes, in three-byte characters, and a long email.
  const email = `${'w'.repeat(200)}-${newEmail('long')}`.slice(-254);
  await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: '漢'.repeat(120), email, password: PASSWORD, password_confirmation: PASSWORD }) });
  const lines = await signIn(email);
  const sessionLines = lines.filter((line) => line.startsWith(SESSION_COOKIE));
  expect(sessionLines).toHaveLength(1);
  expect(sessionLines[0]).toMatch(/; HttpOnly/i);
  expect(sessionLines[0]).toMatch(/; SameSite=Lax/i);
  expect(sessionLines[0]).toMatch(/; Path=\//i);
  expect(Buffer.byteLength(sessionLines[0].split(';')[0])).toBeLessThan(COOKIE_LIMIT);

  const guest = await browser.newContext();
  // A piece still in stock (the journeys before this one buy some out).
  const product = (await api<{ data: { product_id: number; stock: number }[] }>('/products?per_page=20&inStock=true')).data.find((p) => p.stock > 0)!;
  const added = await guest.request.post('/api/cart/items', { headers: { origin: SITE }, data: { productId: product.product_id, quantity: 1 } });
  expect(added.status()).toBe(200);
  const [cart] = (await guest.cookies()).filter((c) => c.name === 'cart');
  expect(cart).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(Buffer.byteLength(`${cart.name}=${cart.value}`)).toBeLessThan(COOKIE_LIMIT);
  await guest.close();
});

test('3. an anonymous visit to an account route goes to login, also with x-middleware-subrequest, .rsc, ?_rsc= and RSC: 1', async () => {
  const variants: [string, (path: string) => string, Record<string, string>][] = [
    ['plain', (p) => p, {}],
    ['.rsc suffix', (p) => `${p}.rsc`, {}],
    ['?_rsc=', (p) => `${p}?_rsc=abc12`, {}],
    ['RSC: 1', (p) => p, { RSC: '1' }],
    ['an RSC prefetch', (p) => `${p}?_rsc=abc12`, { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': '%5B%22%22%5D' }],
    ...[
      'middleware',
      'proxy',
      'src/middleware',
      'src/proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
    ].map(
      (value) =>
        [`x-middleware-subrequest: ${value}`, (p: string) => p, { 'x-middleware-subrequest': value }] as [
          string,
          (path: string) => string,
          Record<string, string>,
        ],
    ),
  ];
  const paths = [...ACCOUNT_PAGES, '/support/create', `/support/${theirs.ticketId}`, `/order/${theirs.orderId}`, '/profile'];
  for (const path of paths) {
    for (const [name, address, headers] of variants) {
      const response = await site(address(path), { headers });
      const where = `${name} ${path}`;
      expect(response.status, where).toBe(307);
      const location = new URL(response.headers.get('location') ?? '', SITE);
      expect(location.pathname, where).toBe('/login');
      expect(location.searchParams.get('redirect'), where).toBe(path);
      expect(await response.text(), where).not.toContain('Welcome,');
    }
  }
});

test('4 and 5. every account handler and method answers 401 without a session, even with a valid bearer token in Authorization', async () => {
  const calls = routeHandlers()
    .flatMap((h) => h.methods.map((method) => ({ method, pattern: h.pattern })))
    .filter((c) => !(keyOf(c.method, c.pattern) in PUBLIC_HANDLERS));
  expect(calls.length).toBeGreaterThan(25);
  for (const { method, pattern } of calls) {
    const response = await site(samplePath(pattern), {
      method,
      headers: { origin: SITE, 'content-type': 'application/json', authorization: `Bearer ${stranger.token}` },
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    });
    expect(response.status, `${method} ${pattern}`).toBe(401);
  }
  // Pages are no different: the header is not a session.
  const page = await site('/dashboard', { headers: { authorization: `Bearer ${stranger.token}` } });
  expect(page.status).toBe(307);
});

test('5. a signed-in buyer’s Authorization header does not reach the API: the session’s token is used', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stranger.storage });
  const demoToken = await apiLogin(DEMO.buyer.email, DEMO_PASSWORD);
  const own = await context.request.get('/api/account/counts');
  const withTheirs = await context.request.get('/api/account/counts', { headers: { authorization: `Bearer ${demoToken}` } });
  expect(own.status()).toBe(200);
  // The demo buyer has at least the ticket opened above; the stranger none.
  expect(await withTheirs.json()).toEqual(await own.json());
  expect(((await own.json()) as { openTickets: number }).openTickets).toBe(0);
  const session = await context.request.get('/api/auth/session', { headers: { authorization: `Bearer ${demoToken}` } });
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(stranger.email);
  await context.close();
});

test('6. a foreign Origin gets 403 on every non-GET handler', async () => {
  const calls = routeHandlers()
    .flatMap((h) => h.methods.map((method) => ({ method, pattern: h.pattern })))
    .filter((c) => c.method !== 'GET' && c.method !== 'HEAD');
  expect(calls.length).toBeGreaterThan(30);
  for (const { method, pattern } of calls) {
    const expected = FOREIGN_ORIGIN_EXCEPTIONS[keyOf(method, pattern)]?.status ?? 403;
    for (const origin of ['https://evil.example', `${SITE}.evil.example`, 'null']) {
      // Signed in, so the refusal is the Origin's and not the missing session's.
      const response = await site(samplePath(pattern), {
        method,
        headers: { origin, cookie: stranger.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, `${method} ${pattern} from ${origin}`).toBe(expected);
    }
  }
});

test('7. no open redirect at /login?redirect=, /api/session/expired?redirect=, the serial lookup or next-auth’s callbackUrl', async () => {
  const csrf = await site('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = cookiePairs(csrf.headers.getSetCookie());
  for (const target of FOREIGN_TARGETS) {
    const q = encodeURIComponent(target);
    const expired = await site(`/api/session/expired?redirect=${q}`);
    const toLogin = new URL(expired.headers.get('location') ?? '', SITE);
    expect(toLogin.pathname, target).toBe('/login');
    expect(staysOnSite(toLogin.searchParams.get('redirect'), SITE), `expired ${target}`).toBe(true);

    // A signed-in visitor is sent on to the target by the login page itself.
    const login = await site(`/login?redirect=${q}`, { headers: { cookie: stranger.cookie } });
    expect([303, 307, 308], `login ${target}`).toContain(login.status);
    expect(staysOnSite(login.headers.get('location'), SITE), `login ${target}`).toBe(true);

    const lookup = await site(`/verify/lookup?serial=${q}`);
    expect(staysOnSite(lookup.headers.get('location'), SITE), `lookup ${target}`).toBe(true);

    const signin = await site(`/api/auth/signin?callbackUrl=${q}`);
    expect(signin.status, `signin ${target}`).toBeLessThan(500);
    expect(staysOnSite(signin.headers.get('location'), SITE), `signin ${target}`).toBe(true);

    // Signing out (a visitor, so no session ends) with the target as where to go next.
    const signout = await site('/api/auth/signout', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
      body: new URLSearchParams({ csrfToken, callbackUrl: target }),
    });
    expect(signout.status, `signout ${target}`).toBe(302);
    expect(staysOnSite(signout.headers.get('location'), SITE), `signout ${target}: ${signout.headers.get('location')}`).toBe(true);
  }
});

test('8. logout revokes the token at the API, and a copied session cookie no longer shows the buyer', async () => {
  const leaver = await registerBuyer('security-logout', 'Chebet Kiprop');
  const lines = await signIn(leaver.email);
  const cookie = sessionPair(lines);
  const token = await tokenIn(cookie.slice(SESSION_COOKIE.length + 1));
  expect((await fetch(`${API_URL}/auth/session`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  const before = (await (await site('/api/auth/session', { headers: { cookie } })).json()) as { user?: { email: string } };
  expect(before.user?.email).toBe(leaver.email);

  // Logging out as the account menu does.
  await signOutThroughNextAuth(SITE, cookie);

  // The old bearer token is dead at the API, for every call.
  for (const path of ['/auth/session', '/user/profile', '/orders', '/addresses']) {
    expect((await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })).status, path).toBe(401);
  }
  // Someone who kept a copy of the cookie: no account page, and not the buyer's name and email either.
  // The page sends the copy by the session-ended handler, which clears it and says so at login.
  const page = await site('/dashboard', { headers: { cookie } });
  const ended = new URL(page.headers.get('location') ?? '', SITE);
  expect(ended.pathname).toBe('/api/session/expired');
  const cleared = await site(`${ended.pathname}${ended.search}`, { headers: { cookie } });
  const login = new URL(cleared.headers.get('location') ?? '', SITE);
  expect(`${login.pathname}?${login.searchParams}`).toBe('/login?redirect=%2Fdashboard&expired=1');
  expect(cleared.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  const after = await (await site('/api/auth/session', { headers: { cookie } })).text();
  expect(after).not.toContain(leaver.email);
  expect(after).not.toContain('Chebet Kiprop');
});

test('9. tampered, truncated and expired session and cart cookies are a visitor and an empty cart, never a 5xx', async () => {
  const { AUTH_SECRET, CART_SECRET } = serverSecrets();
  const good = stranger.cookie.slice(SESSION_COOKIE.length + 1);
  const flip = (value: string, at: number) => `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
  const claims = { uid: '1', name: 'Someone', email: 'someone@example.com', userType: 'buyer' as const, accessToken: stranger.token };
  const sessions: [string, string][] = [
    ['tampered', flip(good, Math.floor(good.length / 2))],
    ['tampered tag', flip(good, good.length - 3)],
    ['truncated', good.slice(0, Math.floor(good.length / 2))],
    ['expired', await encode({ secret: AUTH_SECRET, maxAge: -60, token: { ...claims, accessTokenExpires: Date.now() + 3_600_000 } })],
    ['expired API token', await encode({ secret: AUTH_SECRET, token: { ...claims, accessTokenExpires: Date.now() - 1000 } })],
    ['another secret', await encode({ secret: 'not-the-server-secret', token: { ...claims, accessTokenExpires: Date.now() + 3_600_000 } })],
    ['garbage', 'x'.repeat(300)],
  ];
  const sealedCart = await sealData([{ productId: 1, quantity: 1 }], { password: CART_SECRET, ttl: 30 * 24 * 3600 });
  const realNow = Date.now;
  Date.now = () => realNow() - 31 * 24 * 3_600_000;
  const expiredCart = await sealData([{ productId: 1, quantity: 1 }], { password: CART_SECRET, ttl: 30 * 24 * 3600 }).finally(() => {
    Date.now = realNow;
  });
  const carts: [string, string][] = [
    ['tampered', flip(sealedCart, Math.floor(sealedCart.length / 2))],
    ['truncated', sealedCart.slice(0, Math.floor(sealedCart.length / 2))],
    ['expired', expiredCart],
    ['another secret', await sealData([{ productId: 1, quantity: 1 }], { password: 'not-the-server-cart-secret-0123456789' })],
    ['garbage', '%E0%A4%A'],
  ];

  for (const [what, value] of sessions) {
    const cookie = `${SESSION_COOKIE}=${value}`;
    for (const path of ['/', '/cart', '/marketplace', '/api/cart', '/api/cart/summary', '/api/wishlist/ids']) {
      expect((await site(path, { headers: { cookie } })).status, `${what} ${path}`).toBeLessThan(500);
    }
    const dashboard = await site('/dashboard', { headers: { cookie } });
    expect(new URL(dashboard.headers.get('location') ?? '', SITE).pathname, what).toBe('/login');
    expect(await (await site('/api/auth/session', { headers: { cookie } })).json(), what).toEqual({});
    expect((await site('/api/account/counts', { headers: { cookie } })).status, what).toBe(401);
  }
  for (const [what, value] of carts) {
    const cookie = `cart=${encodeURIComponent(value)}`;
    const cart = await site('/api/cart', { headers: { cookie } });
    expect(cart.status, what).toBe(200);
    expect(((await cart.json()) as { cart: { lines: unknown[] } }).cart.lines, what).toEqual([]);
    expect(await (await site('/api/cart/summary', { headers: { cookie } })).json(), what).toEqual({ lines: 0, productIds: [] });
    expect((await site('/cart', { headers: { cookie } })).status, what).toBe(200);
  }
});

test('11. a password-reset request answers alike for a known and an unknown email', async () => {
  const send = async (email: string) => {
    const started = performance.now();
    const response = await site('/api/auth/forgot-password', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, body: await response.text(), ms: performance.now() - started };
  };
  const known: Awaited<ReturnType<typeof send>>[] = [];
  const unknown: Awaited<ReturnType<typeof send>>[] = [];
  for (let round = 0; round < 2; round += 1) {
    known.push(await send(stranger.email));
    unknown.push(await send(newEmail('nobody')));
  }
  for (const answer of [...known, ...unknown]) {
    expect(answer.status).toBe(known[0].status);
    expect(answer.body).toBe(known[0].body);
  }
  expect(known[0].status).toBe(200);
  const mean = (list: { ms: number }[]) => list.reduce((sum, a) => sum + a.ms, 0) / list.length;
  expect(Math.abs(mean(known) - mean(unknown))).toBeLessThan(150);
});

test('13. CSP with frame-ancestors, HSTS and nosniff on pages, route handlers and the API', async () => {
  const storefront: [string, Promise<Response>][] = [
    ['a page', site('/')],
    ['the login page', site('/login')],
    ['a not-found page', site('/no-such-page-here')],
    ['the proxy’s redirect', site('/dashboard')],
    ['a route handler', site('/api/cart/summary')],
    ['next-auth', site('/api/auth/session')],
    ['a 403', site('/api/contact', { method: 'POST', headers: { origin: 'https://evil.example' } })],
    ['a 401', site('/api/account/counts')],
  ];
  for (const [what, pending] of storefront) {
    const headers = (await pending).headers;
    expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    // The production build sends HSTS.
    expect(headers.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
  }
  const apiAnswers: [string, string][] = [
    ['JSON', '/health'],
    ['a list', '/products?per_page=1'],
    ['a 401', '/user/profile'],
    ['a 404', '/no-such-route'],
  ];
  for (const [what, path] of apiAnswers) {
    const headers = (await fetch(`${API_URL}${path}`)).headers;
    expect(headers.get('content-security-policy'), `API ${what}`).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options'), `API ${what}`).toBe('nosniff');
    // The API sends HSTS when it runs in production; these journeys run it with NODE_ENV=test
    // (for its development outbox), so upstream/test/security.test.ts proves that part.
  }
});

test('14. ten parallel checkout submits with one idempotency key make exactly one order', async ({ playwright }) => {
  const buyer = await registerBuyer('security-checkout', 'Wambui Njeri');
  const address = await api<{ id: number }>(
    '/addresses',
    { method: 'POST', body: JSON.stringify({ name: 'Home', street: 'Kenyatta Avenue 2', city: 'Nairobi', country: 'Kenya', phone: '0712345670' }) },
    buyer.token,
  );
  const product = (await api<{ data: { product_id: number; stock: number }[] }>('/products?per_page=20&in_stock=1')).data.find((p) => p.stock >= 5)!;
  await api('/cart/items', { method: 'POST', body: JSON.stringify({ product_id: product.product_id, quantity: 1 }) }, buyer.token);

  const cookie = sessionPair(await signIn(buyer.email));
  const request: APIRequestContext = await playwright.request.newContext({ baseURL: SITE, extraHTTPHeaders: { cookie, origin: SITE } });
  const idempotencyKey = `security-${Date.now()}-parallel`;
  const answers = await Promise.all(Array.from({ length: 10 }, () => request.post('/api/checkout', { data: { addressId: address.id, idempotencyKey } })));
  const bodies = (await Promise.all(answers.map((a) => a.json()))) as { order?: { id: number } }[];
  await request.dispose();

  expect(answers.map((a) => a.status())).toEqual(Array(10).fill(201));
  expect(new Set(bodies.map((b) => b.order?.id)).size).toBe(1);
  const orders = await api<{ data: { order_id: number }[]; total: number }>('/orders', {}, buyer.token);
  expect(orders.total).toBe(1);
  expect(orders.data[0].order_id).toBe(bodies[0].order!.id);
});

test('15. another buyer’s order, ticket, address, invoice and review answer 404 at the storefront', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stranger.storage });
  const page = await context.newPage();
  for (const path of [`/order/${theirs.orderId}`, `/support/${theirs.ticketId}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const headers = { origin: SITE };
  const address = { name: 'Mine now', street: 'Elsewhere 1', city: 'Nairobi', country: 'Kenya', phone: '0712345679' };
  const attempts: [string, () => ReturnType<APIRequestContext['get']>][] = [
    ['GET invoice download', () => page.request.get(`/api/invoices/${theirs.invoiceId}/download`)],
    ['POST ticket message', () => page.request.post(`/api/support-tickets/${theirs.ticketId}/messages`, { headers, data: { body: 'Let me in' } })],
    ['PUT address', () => page.request.put(`/api/addresses/${theirs.addressId}`, { headers, data: address })],
    ['POST address default', () => page.request.post(`/api/addresses/${theirs.addressId}/default`, { headers, data: {} })],
    ['DELETE address', () => page.request.delete(`/api/addresses/${theirs.addressId}`, { headers })],
    ['PUT review', () => page.request.put(`/api/my-reviews/${theirs.reviewId}`, { headers, data: { rating: 1, comment: 'hijacked' } })],
    ['DELETE review', () => page.request.delete(`/api/my-reviews/${theirs.reviewId}`, { headers })],
  ];
  for (const [what, attempt] of attempts) expect((await attempt()).status(), what).toBe(404);
  // The buyer's own account pages still open (the session is real, not a redirect to login).
  expect((await page.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(200);
  await context.close();
});

test('issue 30. a 16,000-character query gets under 4 kB of response headers from pages, the proxy’s rewrite and its redirect', async () => {
  const query = `utm_content=${'a'.repeat(16_000)}`;
  const headerBytes = (response: Response) => [...response.headers].reduce((sum, [name, value]) => sum + name.length + Buffer.byteLength(value) + 4, 0);
  for (const path of ['/marketplace', '/about', '/dashboard', '/order-history', '/no-such-page-here']) {
    const response = await site(`${path}?${query}`);
    expect(response.status, path).toBeLessThan(500);
    // A reverse proxy's default header buffer is 4 kB (nginx) to 8 kB: the page's headers fit in it.
    expect(headerBytes(response), path).toBeLessThan(4096);
  }
  // The signed-in buyer's pages too (a shorter query: with the session cookie, 16,000 characters
  // would pass Node's 16 kB limit on a request's own headers, which answers 431 before any page).
  const page = await site(`/dashboard?utm_content=${'a'.repeat(12_000)}`, { headers: { cookie: stranger.cookie } });
  expect(page.status).toBe(200);
  expect(headerBytes(page)).toBeLessThan(4096);
});

test('issue 30. another site’s link to /api/session/expired does not sign the buyer out', async () => {
  for (const fetchSite of ['cross-site', 'same-site', 'none']) {
    const response = await site('/api/session/expired?redirect=%2Fdashboard', { headers: { cookie: stranger.cookie, 'sec-fetch-site': fetchSite } });
    expect(response.headers.get('location'), fetchSite).toBe('/dashboard');
    expect(
      response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=;`)),
      fetchSite,
    ).toBe(false);
  }
  const session = (await (await site('/api/auth/session', { headers: { cookie: stranger.cookie } })).json()) as { user?: { email: string } };
  expect(session.user?.email).toBe(stranger.email);
  expect((await fetch(`${API_URL}/auth/session`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(200);
});
