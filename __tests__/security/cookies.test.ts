/** @jest-environment node */
// Security requirements 2 and 9 (docs/security.md): the session and cart cookies (and the
// password-reset flow's) are HttpOnly, SameSite=Lax, Path=/ and Secure in production, each one
// cookie of under 4096 bytes at its largest; and a tampered, truncated or expired cookie is an
// anonymous visitor or an empty cart, never an error.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import { encode } from 'next-auth/jwt';
import { NextRequest, NextResponse } from 'next/server';
import { sealData } from 'iron-session';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { GET as cartGet } from '@/app/api/cart/route';
import { GET as cartSummary } from '@/app/api/cart/summary/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/contract/rules/cart-limits';
import { CART_COOKIE, sealCart, unsealCart } from '@/lib/cart/cookie';
import { authSecret } from '@/lib/session/config';
import { getSession } from '@/lib/session/session';
import { decodeSessionToken } from '@/lib/session/token';
import { startResetFlow, writeResetFlow } from '@/lib/session/reset-flow';
import { proxy } from '@/proxy';
import { linesSet, product } from '../app/api/cart/helpers';
import { apiUser } from '@/__tests__/support/api-user';
import { enterRequest } from '@/__tests__/support/request-scope';
import { setEnv } from '@/__tests__/support/env';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);
// getSession is memoised per request by React's cache(); outside a render each call is its own.
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (fn: unknown) => fn }));

const SITE = 'http://localhost:3000';
const API = 'http://upstream.test';
const SESSION_COOKIE = 'next-auth.session-token';
/** What browsers keep of one cookie: name and value together, at most 4096 bytes. */
const COOKIE_LIMIT = 4096;

const envelope = (message: string, data: unknown = null, status: 'success' | 'error' = 'success') => ({ status, message, data });

/** The longest the API lets each field be: a 120-character name (3 bytes a character), a 254-character email, a 200-character token. */
const LONGEST = {
  name: '漢'.repeat(120),
  email: `${'w'.repeat(240)}@crafts.ke.ke`.slice(0, 254),
  accessToken: 't'.repeat(200),
};

function loginAnswer() {
  return envelope('Login successful.', {
    accessToken: LONGEST.accessToken,
    token_type: 'Bearer',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    user: apiUser({ user_id: 2147483647, name: LONGEST.name, username: 'w'.repeat(30), email: LONGEST.email, phone: '+254 712 000 001' }),
  });
}

type NextAuthHandler = typeof nextAuthGet;

function nextAuthCall(handler: NextAuthHandler, site: string, method: 'GET' | 'POST', action: string[], init: { body?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: site };
  if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.cookie) headers.cookie = init.cookie;
  const current = enterRequest(new NextRequest(`${site}/api/auth/${action.join('/')}`, { method, headers, body: init.body }));
  return handler(current, { params: Promise.resolve({ nextauth: action }) });
}

async function csrfCookieLines(): Promise<string[]> {
  return (await nextAuthCall(nextAuthGet, SITE, 'GET', ['csrf'])).headers.getSetCookie();
}

/** Signs in through next-auth's credentials callback and answers the Set-Cookie lines of the login. */
async function signIn(get: NextAuthHandler, post: NextAuthHandler, site: string): Promise<string[]> {
  const csrf = await nextAuthCall(get, site, 'GET', ['csrf']);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  nock(API).post('/auth/login').reply(200, loginAnswer());
  const body = new URLSearchParams({ csrfToken, email: 'buyer@example.com', password: 'karibu-2026', json: 'true' }).toString();
  const response = await nextAuthCall(post, site, 'POST', ['callback', 'credentials'], { body, cookie: csrfCookie });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(line: string): ParsedCookie {
  const [pair, ...rest] = line.split(';');
  const index = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key.toLowerCase(), value.join('=')] as [string, string];
    }),
  );
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1), attributes };
}

function findCookie(lines: string[], name: string): ParsedCookie {
  const found = lines.map(parseSetCookie).filter((cookie) => cookie.name === name);
  expect(found).toHaveLength(1);
  return found[0];
}

function expectFlags(cookie: ParsedCookie, { secure }: { secure: boolean }) {
  expect(cookie.attributes.has('httponly')).toBe(true);
  expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
  expect(cookie.attributes.get('path')).toBe('/');
  expect(cookie.attributes.has('secure')).toBe(secure);
}

const byteLength = (cookie: ParsedCookie) => Buffer.byteLength(`${cookie.name}=${cookie.value}`);

/** A full cart: as many lines as the cart takes, each with the largest id and quantity it accepts. */
const FULL_CART = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: 2147483647 - i, quantity: 100000 }));

const previousEnv = { ...process.env };
/** A production server's environment (lib/settings/environment.ts refuses one without its secrets). */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'production-like-secret-0123456789abcdef',
  CART_SECRET: 'production-like-cart-secret-0123456789abcdef',
  REVALIDATE_SECRET: 'production-like-webhook-secret',
};
/** Back to this file's own environment after a production one. */
const leaveProduction = () => setEnv({ NEXTAUTH_URL: SITE, ...Object.fromEntries(Object.keys(PRODUCTION).map((name) => [name, previousEnv[name]])) });

beforeAll(() => {
  setEnv({ NEXTAUTH_URL: SITE });
  nock.disableNetConnect();
});
afterEach(() => nock.cleanAll());
afterAll(() => {
  nock.enableNetConnect();
  setEnv({ NEXTAUTH_URL: previousEnv.NEXTAUTH_URL, NODE_ENV: previousEnv.NODE_ENV });
});

describe('requirement 2: cookie flags and size', () => {
  it('the session cookie set at login is HttpOnly, SameSite=Lax, Path=/, and one cookie under 4096 bytes for the longest name and email', async () => {
    const lines = await signIn(nextAuthGet, nextAuthPost, SITE);
    // One cookie, not next-auth's chunks (.0, .1, ...) of a session too big for one.
    expect(lines.filter((line) => line.startsWith(`${SESSION_COOKIE}.`))).toEqual([]);
    const session = findCookie(lines, SESSION_COOKIE);
    expectFlags(session, { secure: false });
    expect(byteLength(session)).toBeLessThan(COOKIE_LIMIT);
    // next-auth's CSRF cookie is no different.
    expectFlags(findCookie(lines.concat(await csrfCookieLines()), 'next-auth.csrf-token'), { secure: false });
  });

  it('the session cookie is Secure (and __Secure- prefixed) when the site is served over HTTPS, as in production', async () => {
    await jest.isolateModulesAsync(async () => {
      setEnv({ NEXTAUTH_URL: 'https://shop.example', ...PRODUCTION });
      try {
        const route = await import('@/app/api/auth/[...nextauth]/route');
        const lines = await signIn(route.GET, route.POST, 'https://shop.example');
        const session = findCookie(lines, `__Secure-${SESSION_COOKIE}`);
        expectFlags(session, { secure: true });
        expect(byteLength(session)).toBeLessThan(COOKIE_LIMIT);
      } finally {
        leaveProduction();
      }
    });
  });

  it('the cart cookie is HttpOnly, SameSite=Lax and Path=/', async () => {
    const response = await writeCartLines(NextResponse.json({}), [{ productId: 42, quantity: 2 }]);
    expectFlags(findCookie(response.headers.getSetCookie(), CART_COOKIE), { secure: false });
  });

  it('the cart cookie is Secure in production over HTTPS', async () => {
    await jest.isolateModulesAsync(async () => {
      setEnv({ NEXTAUTH_URL: 'https://shop.example', ...PRODUCTION });
      try {
        const { writeCartLines: write } = await import('@/lib/cart/cookie-response');
        const response = await write(NextResponse.json({}), [{ productId: 42, quantity: 2 }]);
        expectFlags(findCookie(response.headers.getSetCookie(), CART_COOKIE), { secure: true });
      } finally {
        leaveProduction();
      }
    });
  });

  it('the cart cookie of a full cart is still under 4096 bytes (a browser drops a larger one, and with it the cart)', async () => {
    const response = await writeCartLines(NextResponse.json({}), FULL_CART);
    const cart = findCookie(response.headers.getSetCookie(), CART_COOKIE);
    expect(byteLength(cart)).toBeLessThan(COOKIE_LIMIT);
  });

  it('the password-reset flow’s cookie is HttpOnly, SameSite=Lax, Path=/, small, and Secure when the site is served over HTTPS', async () => {
    const response = NextResponse.json({});
    await writeResetFlow(response, { ...startResetFlow(LONGEST.email), token: 'r'.repeat(200) });
    const flow = findCookie(response.headers.getSetCookie(), 'reset_flow');
    expectFlags(flow, { secure: false });
    expect(byteLength(flow)).toBeLessThan(COOKIE_LIMIT);

    await jest.isolateModulesAsync(async () => {
      setEnv({ NEXTAUTH_URL: 'https://shop.example', ...PRODUCTION });
      try {
        const resetFlow = await import('@/lib/session/reset-flow');
        const secure = NextResponse.json({});
        await resetFlow.writeResetFlow(secure, resetFlow.startResetFlow('buyer@example.com'));
        expectFlags(findCookie(secure.headers.getSetCookie(), 'reset_flow'), { secure: true });
      } finally {
        leaveProduction();
      }
    });
  });
});

describe('issue 30: one Secure rule for every cookie', () => {
  it('a production site on plain HTTP sets the session, cart and reset cookies without Secure, so the browser keeps them and reset works', async () => {
    await jest.isolateModulesAsync(async () => {
      setEnv({ NEXTAUTH_URL: 'http://shop.lan:3000', ...PRODUCTION });
      try {
        const route = await import('@/app/api/auth/[...nextauth]/route');
        expectFlags(findCookie(await signIn(route.GET, route.POST, 'http://shop.lan:3000'), SESSION_COOKIE), { secure: false });
        const { writeCartLines: write } = await import('@/lib/cart/cookie-response');
        expectFlags(findCookie((await write(NextResponse.json({}), [{ productId: 42, quantity: 2 }])).headers.getSetCookie(), CART_COOKIE), { secure: false });
        const resetFlow = await import('@/lib/session/reset-flow');
        const response = NextResponse.json({});
        await resetFlow.writeResetFlow(response, resetFlow.startResetFlow('buyer@example.com'));
        expectFlags(findCookie(response.headers.getSetCookie(), 'reset_flow'), { secure: false });
      } finally {
        leaveProduction();
      }
    });
  });

  it('no storefront code decides a cookie’s Secure flag but lib/settings', () => {
    const root = path.resolve(__dirname, '../..');
    const sources = ['app', 'lib', 'components']
      .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .concat(['proxy.ts'])
      .filter((file) => /\.tsx?$/.test(file) && file !== path.join('lib', 'settings', 'environment.ts'))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
    // Every Secure flag (and next-auth's useSecureCookies) is the one rule's answer.
    const decisions = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:secure|useSecureCookies)\s*:\s*([^,\n}]+)/g)].map((m) => `${file}: ${m[1].trim()}`),
    );
    // Two places ask it: our own cookies' flags (lib/settings/cookies.ts) and next-auth's.
    expect(decisions.length).toBeGreaterThanOrEqual(2);
    for (const decision of decisions) expect(decision).toMatch(/: secureCookies\(\)$/);
    // And the site's address (NEXTAUTH_URL) is read nowhere else: no storefront code reads the
    // environment but lib/settings/environment.ts (eslint.config.mjs says so too).
    expect(sources.filter(({ text }) => /\bprocess\.env\b/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});

/** A valid session cookie's value for a buyer, and variations of it that must not open a session. */
async function sessionValue(overrides: Record<string, unknown> = {}, maxAge?: number) {
  return encode({
    secret: authSecret(),
    maxAge,
    token: {
      uid: '7',
      name: 'Amina Wanjiru',
      email: 'amina@example.com',
      userType: 'buyer',
      accessToken: 'api-token',
      accessTokenExpires: Date.now() + 3_600_000,
      ...overrides,
    },
  });
}

/** Flips one character in the middle of the value (in the ciphertext or the tag). */
const tamper = (value: string, at = Math.floor(value.length / 2)) => `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;

async function badSessionValues(): Promise<[string, string][]> {
  const good = await sessionValue();
  return [
    ['tampered', tamper(good)],
    ['tampered in its last part (the tag)', tamper(good, good.length - 3)],
    ['truncated', good.slice(0, Math.floor(good.length / 2))],
    ['cut short by one character', good.slice(0, -1)],
    ['expired (the JWT’s own exp passed)', await sessionValue({}, -60)],
    ['expired (the API token’s expiry passed)', await sessionValue({ accessTokenExpires: Date.now() - 1000 })],
    [
      'sealed with another secret',
      await encode({ secret: 'another-secret-entirely', token: { uid: '7', userType: 'buyer', accessToken: 'x', accessTokenExpires: Date.now() + 3_600_000 } }),
    ],
    ['garbage', 'not-a-jwe'],
    ['five empty parts', '....'],
    ['percent-encoded junk', '%E0%A4%A'],
    ['huge', 'A'.repeat(8000)],
  ];
}

/** A cart seal whose 30 days ran out yesterday. */
async function expiredCartSeal(): Promise<string> {
  const now = Date.now();
  const spy = jest.spyOn(Date, 'now').mockReturnValue(now - 31 * 24 * 3_600_000);
  try {
    return await sealCart([{ productId: 42, quantity: 1 }]);
  } finally {
    spy.mockRestore();
  }
}

async function badCartValues(): Promise<[string, string][]> {
  const good = await sealCart([{ productId: 42, quantity: 1 }]);
  return [
    ['tampered', tamper(good)],
    ['truncated', good.slice(0, Math.floor(good.length / 2))],
    ['expired', await expiredCartSeal()],
    ['sealed with another secret', await sealData([{ productId: 42, quantity: 1 }], { password: 'another-cart-secret-0123456789abcdef' })],
    [
      'sealed but not a list of lines',
      await sealData({ productId: 'x' }, { password: process.env.CART_SECRET ?? 'development-only-cart-secret-0123456789abcdef' }),
    ],
    ['garbage', 'Fe26.2**not-a-seal'],
    ['percent-encoded junk', '%E0%A4%A'],
  ];
}

describe('requirement 9: tampered, truncated and expired cookies', () => {
  it('a good session cookie does open a session (so the refusals below mean something)', async () => {
    expect(await decodeSessionToken(await sessionValue())).toMatchObject({ uid: '7', accessToken: 'api-token' });
  });

  it('a bad session cookie decodes to no session, and the proxy sends the visitor to log in', async () => {
    for (const [what, value] of await badSessionValues()) {
      expect({ what, token: await decodeSessionToken(value) }).toEqual({ what, token: null });
      const response = await proxy(new NextRequest(`${SITE}/dashboard`, { headers: { cookie: `${SESSION_COOKIE}=${value}` } }));
      expect({ what, status: response.status, location: response.headers.get('location') }).toEqual({
        what,
        status: 307,
        location: `${SITE}/login?redirect=%2Fdashboard`,
      });
    }
  });

  it('a bad session cookie is no session for pages and handlers (getSession) and for /api/auth/session, never a 5xx', async () => {
    for (const [what, value] of await badSessionValues()) {
      const cookie = `${SESSION_COOKIE}=${value}`;
      enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
      expect({ what, session: await getSession() }).toEqual({ what, session: null });
      // Were the API asked, it would call the token good: each of these is refused by the storefront itself.
      nock(API)
        .get('/auth/session')
        .optionally()
        .reply(200, envelope('Session is active.', { user_id: 7 }));
      const response = await nextAuthCall(nextAuthGet, SITE, 'GET', ['session'], { cookie });
      expect({ what, status: response.status }).toEqual({ what, status: 200 });
      expect({ what, body: await response.json() }).toEqual({ what, body: {} });
    }
  });

  it('a bad cart cookie is an empty cart', async () => {
    for (const [what, value] of await badCartValues()) {
      expect({ what, lines: await unsealCart(value) }).toEqual({ what, lines: [] });
    }
  });

  it('the cart handlers answer a bad cart cookie as an empty cart, never a 5xx', async () => {
    enterRequest(new NextRequest(`${SITE}/cart`));
    for (const [what, value] of await badCartValues()) {
      const cookie = `${CART_COOKIE}=${encodeURIComponent(value)}`;
      const cart = await cartGet(new Request(`${SITE}/api/cart`, { headers: { cookie } }));
      expect({ what, status: cart.status }).toEqual({ what, status: 200 });
      expect((await cart.json()).cart.lines).toEqual([]);
      const summary = await cartSummary(new Request(`${SITE}/api/cart/summary`, { headers: { cookie } }));
      expect({ what, body: await summary.json() }).toEqual({ what, body: { lines: 0, productIds: [] } });
    }
  });

  it('adding to a cart with a bad cookie starts a new cart instead of failing', async () => {
    enterRequest(new NextRequest(`${SITE}/cart`));
    const [, tampered] = (await badCartValues())[0];
    nock(API)
      .get('/products/42')
      .reply(200, envelope('OK', product(42)));
    const response = await addItem(
      new Request(`${SITE}/api/cart/items`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', cookie: `${CART_COOKIE}=${encodeURIComponent(tampered)}` },
        body: JSON.stringify({ productId: 42, quantity: 1 }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await linesSet(response)).toEqual([{ productId: 42, quantity: 1 }]);
  });
});
