/** @jest-environment node */
// Whatever is sent to next-auth's endpoints, the answer is never a 5xx: other methods 405, broken
// bodies 400, unknown actions 404.
import { NextRequest } from 'next/server';
import * as handlers from '@/app/api/auth/[...nextauth]/route';
import { cookiePair, nextAuthUrlIsSite, signOutThroughNextAuth, SITE } from './helpers';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);

type Handler = (request: Request, context: unknown) => Promise<Response>;
const exported = handlers as unknown as Record<string, Handler | undefined>;

function call(method: string, action: string[], init: { body?: string; type?: string; origin?: string | null; cookie?: string; query?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.type !== undefined) headers['content-type'] = init.type;
  else if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.origin !== null) headers.origin = init.origin ?? SITE;
  if (init.cookie) headers.cookie = init.cookie;
  const hasBody = init.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const query = init.query === undefined ? '' : `?${init.query}`;
  const current = enterRequest(
    new NextRequest(`${SITE}/api/auth/${action.map(encodeURIComponent).join('/')}${query}`, { method, headers, body: hasBody ? init.body : undefined }),
  );
  const context = { params: Promise.resolve({ nextauth: action }) };
  const handler = exported[method];
  if (!handler) throw new Error(`no ${method} export`);
  return handler(current, context);
}

nextAuthUrlIsSite();
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const ACTIONS = [
  ['callback', 'credentials'],
  ['signin'],
  ['signin', 'credentials'],
  ['callback', 'credentials'],
  ['signout'],
  ['session'],
  ['csrf'],
  ['providers'],
  ['_log'],
];

describe('/api/auth/[...nextauth] with unexpected requests', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and an Allow header', async (method) => {
    for (const action of ACTIONS) {
      const response = await call(method, action, { body: '{}' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it('answers HEAD like GET without a body, never a 5xx', async () => {
    for (const action of ACTIONS) {
      const response = await call('HEAD', action);
      expect(response.status).toBeLessThan(500);
    }
  });

  it.each([
    ['invalid JSON', '{"csrfToken":', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"x"', 'application/json'],
    ['a broken form encoding', 'csrfToken=%E0%A4%A&email=%', 'application/x-www-form-urlencoded'],
    ['a multipart body without a boundary', 'x', 'multipart/form-data'],
    ['a body of another type', '<x/>', 'text/xml'],
    ['NUL bytes', 'csrfToken=a%00b&email=a%00b&password=%00', 'application/x-www-form-urlencoded'],
    ['an empty body', '', 'application/x-www-form-urlencoded'],
  ])('answers a POST with %s with 400, never a 5xx', async (_name, body, type) => {
    for (const action of [['callback', 'credentials'], ['signin', 'credentials'], ['signin'], ['signout']]) {
      const response = await call('POST', action, { body, type });
      expect(response.status).toBeLessThan(500);
      if (!type.startsWith('application/x-www-form-urlencoded') || body.includes('%E0%A4%A')) expect(response.status).toBe(400);
    }
  });

  it.each([
    [['nope']],
    [['callback']],
    [['callback', 'nope']],
    [['signin', 'nope']],
    [['session', 'extra']],
    [['csrf', 'x', 'y']],
    [['%E0%A4%A']],
    [['..', 'session']],
  ])('answers the unknown action %j with 404', async (action) => {
    for (const method of ['GET', 'POST']) {
      const response = await call(method, action, { body: method === 'POST' ? 'csrfToken=x' : undefined });
      expect(response.status).toBe(404);
    }
  });

  it('answers a GET of the credentials callback, which only takes a POST, with 404', async () => {
    expect((await call('GET', ['callback', 'credentials'])).status).toBe(404);
  });

  it('still signs out with a valid form body', async () => {
    const response = await signOutThroughNextAuth(call);
    expect(response.status).toBe(200);
  });
});

// Found by e2e/fuzz.spec.ts: next-auth checks a callbackUrl in the query or in its cookie itself
// and answers one that is no URL with a 500 ('There is a problem with the server configuration');
// a callbackUrl of another type than text in a JSON body made our redirect callback throw.
describe('/api/auth/[...nextauth] with a callbackUrl next-auth cannot read', () => {
  const READS: [string, string[]][] = [
    ['GET', ['session']],
    ['GET', ['csrf']],
    ['GET', ['providers']],
    ['POST', ['session']],
    ['POST', ['signout']],
    ['POST', ['_log']],
  ];

  it.each(['abc', '%FD', '%E0%A4%A', 'evil.example', 'javascript:alert(1)', 'mailto:a@b.c'])('answers ?callbackUrl=%s with 400', async (value) => {
    for (const [method, action] of READS) {
      const response = await call(method, action, { query: `callbackUrl=${value}`, body: method === 'POST' ? 'csrfToken=x' : undefined });
      expect([method, action, response.status]).toEqual([method, action, 400]);
      expect(await response.json()).toEqual({ message: 'Please check the form.' });
    }
  });

  it('answers a callback-url cookie that is no URL with 400, and clears it so the next request works', async () => {
    for (const [method, action] of READS) {
      const response = await call(method, action, { cookie: 'next-auth.callback-url=abc', body: method === 'POST' ? 'csrfToken=x' : undefined });
      expect([method, action, response.status]).toEqual([method, action, 400]);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/^next-auth\.callback-url=;/m);
    }
  });

  it.each([1, true, null, ['/dashboard'], { url: '/dashboard' }])('answers a JSON body whose callbackUrl is %j with 400', async (callbackUrl) => {
    for (const action of [['session'], ['signout'], ['_log'], ['signin', 'credentials'], ['callback', 'credentials']]) {
      const response = await call('POST', action, { type: 'application/json', body: JSON.stringify({ csrfToken: 'x', callbackUrl }) });
      expect([action, response.status]).toEqual([action, 400]);
    }
  });

  it('leaves a GET of one of next-auth’s pages to next-auth, which sends a bad callbackUrl to the login page’s error', async () => {
    for (const action of [['signin'], ['signout'], ['error']]) {
      for (const init of [{ query: 'callbackUrl=abc' }, { cookie: 'next-auth.callback-url=abc' }]) {
        const response = await call('GET', action, init);
        expect([action, response.status]).toEqual([action, 302]);
        expect(response.headers.get('location')).toMatch(/^\/login\?error=Configuration/);
      }
    }
  });

  it('still reads the session with a callbackUrl that is a path or a URL, in the query or the cookie', async () => {
    for (const query of ['callbackUrl=%2Fdashboard', `callbackUrl=${encodeURIComponent(`${SITE}/cart`)}`, 'callbackUrl=', 'other=abc']) {
      expect((await call('GET', ['session'], { query })).status).toBe(200);
    }
    expect((await call('GET', ['session'], { cookie: `next-auth.callback-url=${encodeURIComponent(`${SITE}/cart`)}` })).status).toBe(200);
  });

  it('still hands next-auth a session update, whose `data` is an object', async () => {
    const response = await call('POST', ['session'], { type: 'application/json', body: JSON.stringify({ csrfToken: 'x', data: { name: 'Amina' } }) });
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain('Please check the form.');
  });
});

describe('/api/auth/[...nextauth] keeps the browser on the host it used', () => {
  async function signOutFrom(host: string) {
    const csrf = await call('GET', ['csrf']);
    const { csrfToken } = await csrf.json();
    const cookie = cookiePair(csrf, 'next-auth.csrf-token') ?? '';
    const current = enterRequest(
      new NextRequest(`${SITE}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}`, host, cookie },
        body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }).toString(),
      }),
    );
    return exported.POST!(current, { params: Promise.resolve({ nextauth: ['signout'] }) });
  }

  it('answers a sign-out from 127.0.0.1 with a URL on 127.0.0.1, not on NEXTAUTH_URL’s localhost', async () => {
    const response = await signOutFrom('127.0.0.1:3000');
    expect(response.status).toBe(200);
    expect((await response.json()).url).toBe('http://127.0.0.1:3000/');
  });

  it('makes next-auth’s redirects relative', async () => {
    const response = await call('GET', ['signin']);
    const location = response.headers.get('location');
    if (location !== null) expect(location.startsWith('/')).toBe(true);
  });
});
