/** @jest-environment node */
// Security requirement 10 (docs/security.md), at the storefront: the API keeps the counters
// (upstream/test/security.test.ts proves its 429s); each storefront handler in front of a limited
// call passes the 429 on with the API's Retry-After and message, rather than a 4xx of its own or a
// 5xx, and the login form gets the API's words through next-auth.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as verifyResetCode } from '@/app/api/auth/verify-reset-code/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { GET as verifySerial } from '@/app/api/verify/[serial]/route';
import { sealSecret } from '@/lib/session/config';
import { RESET_FLOW_COOKIE, RESET_FLOW_MAX_AGE_S, startResetFlow } from '@/lib/session/reset-flow';
import { API, nextAuthUrlIsSite, SITE } from '../app/api/auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);

const TOO_MANY = 'Too many attempts. Please try again later.';

function post(path: string, body: unknown, cookie?: string): Request {
  const headers: Record<string, string> = { origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function flowCookie(withToken: boolean): Promise<string> {
  const flow = { ...startResetFlow('amina@example.com'), ...(withToken ? { token: 'reset-token-0123456789' } : {}) };
  return `${RESET_FLOW_COOKIE}=${encodeURIComponent(await sealData(flow, { password: sealSecret(), ttl: RESET_FLOW_MAX_AGE_S }))}`;
}

/** The API answers every call on `path` with 429 (a public read may try twice); answers how many it got. */
function limited(method: 'get' | 'post', path: RegExp): () => number {
  let calls = 0;
  nock(API)
    .persist()
    [method](path)
    .reply(() => {
      calls += 1;
      return [429, { status: 'error', message: TOO_MANY, data: null }, { 'Retry-After': '42' }];
    });
  return () => calls;
}

const cases: [string, 'get' | 'post', RegExp, () => Promise<Response>][] = [
  [
    'POST /api/auth/register',
    'post',
    /^\/auth\/register$/,
    () =>
      register(
        post('/api/auth/register', { name: 'Amina Wanjiru', email: 'amina@example.com', password: 'karibu-2026', password_confirmation: 'karibu-2026' }),
      ),
  ],
  [
    'POST /api/auth/forgot-password',
    'post',
    /^\/auth\/forgot-password$/,
    () => forgotPassword(post('/api/auth/forgot-password', { email: 'amina@example.com' })),
  ],
  [
    'POST /api/auth/verify-reset-code',
    'post',
    /^\/auth\/verify-reset-code$/,
    async () => verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }, await flowCookie(false))),
  ],
  [
    'POST /api/auth/reset-password (an emailed link with the code)',
    'post',
    /^\/auth\/reset-password\?/,
    () =>
      resetPassword(
        post('/api/auth/reset-password', { password: 'karibu-2027', password_confirmation: 'karibu-2027', email: 'amina@example.com', code: '123456' }),
      ),
  ],
  [
    'POST /api/contact',
    'post',
    /^\/contact$/,
    () => contact(post('/api/contact', { name: 'Amina Wanjiru', email: 'amina@example.com', message: 'Do you ship to Kampala?' })),
  ],
  ['POST /api/newsletter', 'post', /^\/newsletter\/subscribe$/, () => newsletter(post('/api/newsletter', { email: 'amina@example.com' }))],
  [
    'GET /api/verify/{serial}',
    'get',
    /^\/verify-product\//,
    () => verifySerial(new Request(`${SITE}/api/verify/KE-0001`), { params: Promise.resolve({ serial: 'KE-0001' }) }),
  ],
];

nextAuthUrlIsSite();
onlyNockedCalls();

describe('requirement 10: the storefront passes the API’s rate limits on', () => {
  it.each(cases)('%s answers 429 with the API’s Retry-After and message', async (_name, method, path, call) => {
    const calls = limited(method, path);
    const response = await call();
    expect(calls()).toBeGreaterThan(0);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(((await response.json()) as { message: string }).message).toBe(TOO_MANY);
  });

  it('a login the API limits answers the login form with the API’s words, and no session', async () => {
    const csrfRequest = enterRequest(new NextRequest(`${SITE}/api/auth/csrf`, { headers: { origin: SITE } }));
    const csrf = await nextAuthGet(csrfRequest, { params: Promise.resolve({ nextauth: ['csrf'] }) });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    nock(API)
      .post('/auth/login')
      .reply(
        429,
        { status: 'error', message: 'Too many login attempts. Please try again later.', data: ['Too many login attempts. Please try again later.'] },
        { 'Retry-After': '42' },
      );
    const loginRequest = enterRequest(
      new NextRequest(`${SITE}/api/auth/callback/credentials`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ csrfToken, email: 'amina@example.com', password: 'karibu-2026', json: 'true' }).toString(),
      }),
    );
    const response = await nextAuthPost(loginRequest, { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) });
    expect(response.status).toBe(401);
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).searchParams.get('error')).toBe('Too many login attempts. Please try again later.');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token='))).toBe(false);
  });
});
