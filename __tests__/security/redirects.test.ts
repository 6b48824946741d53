/** @jest-environment node */
// Security requirement 7 (docs/security.md): no open redirect. Every place that takes a redirect
// target from the request, fed every spelling of another site we know, sends the browser to a
// page of this site: safeRedirect() itself, /login?redirect= (a signed-in visitor is redirected on
// the server), /api/session/expired?redirect=, next-auth's callbackUrl (sign-in, sign-out), and
// the serial form's /verify/lookup and /verify?serial=.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { NextRequest } from 'next/server';
import LoginPage from '@/app/(site)/(auth)/login/page';
import VerifyPage from '@/app/(site)/verify/page';
import { GET as verifyLookup } from '@/app/(site)/verify/lookup/route';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { GET as sessionExpired } from '@/app/api/session/expired/route';
import { safeRedirect } from '@/lib/session/redirect';
import { FOREIGN_TARGETS, staysOnSite as staysOn } from './redirect-targets';
import { API, nextAuthUrlIsSite, SITE } from '../app/api/auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: jest.fn() }));

const staysOnSite = (location: string | null | undefined) => staysOn(location, SITE);

/** Where a redirect() of next/navigation sends the browser: it throws with the target in its digest. */
async function redirectedTo(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2];
    throw error;
  }
  return null;
}

function nextAuthCall(method: 'GET' | 'POST', action: string[], init: { query?: string; body?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: SITE };
  if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.cookie) headers.cookie = init.cookie;
  const current = enterRequest(new NextRequest(`${SITE}/api/auth/${action.join('/')}${init.query ?? ''}`, { method, headers, body: init.body }));
  return (method === 'GET' ? nextAuthGet : nextAuthPost)(current, { params: Promise.resolve({ nextauth: action }) });
}

async function csrf(): Promise<{ csrfToken: string; cookie: string }> {
  const response = await nextAuthCall('GET', ['csrf']);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    csrfToken,
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

const cases = FOREIGN_TARGETS.map((target) => [JSON.stringify(target), target] as const);

nextAuthUrlIsSite();
onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(null);

describe('the check itself', () => {
  it('tells a page of this site from another site', () => {
    for (const good of ['/dashboard', '/login?redirect=%2Fcart', '/%2F', `${SITE}/cart`]) expect({ good, ok: staysOnSite(good) }).toEqual({ good, ok: true });
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '\t//evil.example'])
      expect({ bad, ok: staysOnSite(bad) }).toEqual({ bad, ok: false });
  });
});

describe('requirement 7: no open redirect', () => {
  it.each(cases)('safeRedirect(%s) is a page of this site', (_, target) => {
    expect(staysOnSite(safeRedirect(target))).toBe(true);
  });

  it.each(cases)('/api/session/expired?redirect=%s sends the browser to log in on this site, coming back to this site', async (_, target) => {
    const response = await sessionExpired(new Request(`${SITE}/api/session/expired?redirect=${encodeURIComponent(target)}`));
    const location = response.headers.get('location');
    expect(location).toMatch(/^\/login\?/);
    expect(staysOnSite(new URL(location!, SITE).searchParams.get('redirect'))).toBe(true);
  });

  it.each(cases)('/login?redirect=%s sends a signed-in visitor to a page of this site', async (_, target) => {
    mockedSession.mockResolvedValue({ user: { id: '7', name: 'Amina', email: 'amina@example.com', userType: 'buyer' }, accessToken: 'api-token' });
    const location = await redirectedTo(() => LoginPage({ searchParams: Promise.resolve({ redirect: target }) }));
    expect(location).not.toBeNull();
    expect(staysOnSite(location)).toBe(true);
  });

  it.each(cases)('next-auth’s sign-out with callbackUrl=%s ends on this site (form and JSON answers)', async (_, target) => {
    const { csrfToken, cookie } = await csrf();
    const form = await nextAuthCall('POST', ['signout'], { body: new URLSearchParams({ csrfToken, callbackUrl: target }).toString(), cookie });
    expect(form.status).toBe(302);
    expect(staysOnSite(form.headers.get('location'))).toBe(true);

    const json = await nextAuthCall('POST', ['signout'], { body: new URLSearchParams({ csrfToken, callbackUrl: target, json: 'true' }).toString(), cookie });
    expect(staysOnSite(((await json.json()) as { url: string }).url)).toBe(true);
  });

  it.each(cases)('next-auth’s sign-in with callbackUrl=%s ends on this site', async (_, target) => {
    const page = await nextAuthCall('GET', ['signin'], { query: `?callbackUrl=${encodeURIComponent(target)}` });
    expect(staysOnSite(page.headers.get('location'))).toBe(true);

    const { csrfToken, cookie } = await csrf();
    nock(API)
      .post('/auth/login')
      .reply(401, { status: 'error', message: 'Invalid credentials.', data: ['These credentials do not match our records.'] });
    const body = new URLSearchParams({ csrfToken, email: 'buyer@example.com', password: 'wrong-password', callbackUrl: target }).toString();
    const failed = await nextAuthCall('POST', ['callback', 'credentials'], { body, cookie });
    expect(staysOnSite(failed.headers.get('location'))).toBe(true);
  });

  it('a callbackUrl that a GET left in next-auth’s cookie does not lead a later sign-out off the site either', async () => {
    const planted = await nextAuthCall('GET', ['signin'], { query: `?callbackUrl=${encodeURIComponent('/\\evil.example')}` });
    const { csrfToken, cookie } = await csrf();
    const callbackCookie = planted.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('next-auth.callback-url='));
    const response = await nextAuthCall('POST', ['signout'], {
      body: new URLSearchParams({ csrfToken }).toString(),
      cookie: [cookie, callbackCookie].filter(Boolean).join('; '),
    });
    expect(staysOnSite(response.headers.get('location'))).toBe(true);
  });

  it.each(cases)('/verify/lookup?serial=%s stays on this site', async (_, target) => {
    const response = await verifyLookup(new Request(`${SITE}/verify/lookup?serial=${encodeURIComponent(target)}`));
    expect(staysOnSite(response.headers.get('location'))).toBe(true);
  });

  it.each(cases)('/verify?serial=%s stays on this site', async (_, target) => {
    const location = await redirectedTo(() => VerifyPage({ searchParams: Promise.resolve({ serial: target }) }));
    if (location !== null) expect(staysOnSite(location)).toBe(true);
  });
});
