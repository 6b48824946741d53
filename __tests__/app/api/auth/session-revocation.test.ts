/** @jest-environment node */
// A session cookie is a sealed JWT: a copy of it outlives a logout unless the storefront asks the
// API whether its token is still good. These prove that /api/auth/session and the pages' session
// (getSession) stop showing the buyer once the API has revoked the token, that a logout through
// this storefront ends a copied cookie at once, and that an unreachable API does not sign anyone out.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { getSession } from '@/lib/session/session';
import { API, buyerSessionCookie, cookiePair, envelope, nextAuthUrlIsSite, SITE, UNAUTHENTICATED } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);
// getSession is memoised per request by React's cache(); outside a render each call is its own.
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (fn: unknown) => fn }));

function call(method: 'GET' | 'POST', action: string[], init: { body?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: SITE };
  if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.cookie) headers.cookie = init.cookie;
  const current = enterRequest(new NextRequest(`${SITE}/api/auth/${action.join('/')}`, { method, headers, body: init.body }));
  return (method === 'GET' ? GET : POST)(current, { params: Promise.resolve({ nextauth: action }) });
}

const live = (token: string) =>
  nock(API, { reqheaders: { authorization: `Bearer ${token}` } })
    .get('/auth/session')
    .reply(200, envelope('Session is active.', { user_id: 7, name: 'Amina Wanjiru', email: 'amina@example.com', user_type: 'buyer' }));
const revoked = (token: string) =>
  nock(API, { reqheaders: { authorization: `Bearer ${token}` } })
    .get('/auth/session')
    .reply(401, UNAUTHENTICATED);

nextAuthUrlIsSite();
onlyNockedCalls();

describe('a session the API has revoked', () => {
  it('shows the buyer while the API accepts the token, and nothing once it refuses it', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    live(accessToken);
    const before = await call('GET', ['session'], { cookie });
    expect(await before.json()).toMatchObject({ user: { name: 'Amina Wanjiru', email: 'amina@example.com' } });

    // Another device logged out (or the password changed): the API now refuses the token.
    const other = await buyerSessionCookie();
    revoked(other.accessToken);
    const after = await call('GET', ['session'], { cookie: other.cookie });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({});
    // The dead cookie is cleared.
    expect(after.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'))).toBe(true);

    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie: other.cookie } }));
    expect(await getSession()).toBeNull();
  });

  it('ends a copied cookie at once when the buyer logs out through the storefront', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    live(accessToken);
    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    expect((await getSession())?.user.email).toBe('amina@example.com');

    const csrf = await call('GET', ['csrf'], { cookie });
    const { csrfToken } = await csrf.json();
    const logout = nock(API, { reqheaders: { authorization: `Bearer ${accessToken}` } })
      .post('/auth/logout')
      .reply(200, envelope('Logged out.'));
    const signOut = await call('POST', ['signout'], {
      body: new URLSearchParams({ csrfToken, json: 'true' }).toString(),
      cookie: `${cookie}; ${cookiePair(csrf, 'next-auth.csrf-token')}`,
    });
    expect(signOut.status).toBe(200);
    expect(logout.isDone()).toBe(true);

    // The copy (another tab's, a stolen one) shows no one, without asking the API again.
    const copy = await call('GET', ['session'], { cookie });
    expect(await copy.json()).toEqual({});
    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    expect(await getSession()).toBeNull();
  });

  it('keeps the session when the API cannot be reached (the API still refuses a revoked token)', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    nock(API).get('/auth/session').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    const session = await getSession();
    expect(session?.user.name).toBe('Amina Wanjiru');
    expect(session?.accessToken).toBe(accessToken);
  });

  it('asks the API once for a burst of reads, not once per read', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    const scope = live(accessToken);
    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    for (let i = 0; i < 5; i += 1) expect(await getSession()).not.toBeNull();
    expect(scope.isDone()).toBe(true);
    expect(nock.pendingMocks()).toEqual([]);
  });
});
