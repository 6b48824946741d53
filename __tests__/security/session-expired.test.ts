/** @jest-environment node */
// Issue 30: GET /api/session/expired is where an account page sends a cookie whose session has
// ended. It used to clear any cookie for anyone who linked to it, so any site could sign a buyer
// out (and the token it dropped stayed good at the API). Now a live session is ended only when the
// site's own page sends the browser there, and then its token is revoked at the API too; another
// site's link, or a script, leaves a live session alone. A session that has ended is cleared either way.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/session/expired/route';
import { getSession } from '@/lib/session/session';
import { API, buyerSessionCookie, envelope, nextAuthUrlIsSite, SITE, UNAUTHENTICATED } from '@/__tests__/app/api/auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (fn: unknown) => fn }));

nextAuthUrlIsSite();
onlyNockedCalls();

const sessionCheck = (token: string) => nock(API, { reqheaders: { authorization: `Bearer ${token}` } }).get('/auth/session');
const live = (token: string) =>
  sessionCheck(token).reply(200, envelope('Session is active.', { user_id: 7, name: 'Amina Wanjiru', email: 'amina@example.com', user_type: 'buyer' }));

/** The browser following a link or a redirect to the handler; `fetchSite` is its Sec-Fetch-Site, if it sends one. */
function follow(cookie: string, fetchSite: string | null, redirect = '/order-history') {
  const headers: Record<string, string> = { cookie, host: 'localhost:3000' };
  if (fetchSite) headers['sec-fetch-site'] = fetchSite;
  return GET(enterRequest(new NextRequest(`${SITE}/api/session/expired?redirect=${encodeURIComponent(redirect)}`, { headers })));
}

const clearsCookie = (response: Response) => response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'));

describe('GET /api/session/expired', () => {
  it.each([['cross-site'], ['same-site'], ['none'], [null]])(
    'leaves a live session signed in when the browser comes from %s (another site, a typed address, a script)',
    async (fetchSite) => {
      const { cookie, accessToken } = await buyerSessionCookie();
      live(accessToken);
      const response = await follow(cookie, fetchSite);
      // On to where the link pointed, still signed in; the API was asked nothing else (no logout).
      expect(response.headers.get('location')).toBe('/order-history');
      expect(clearsCookie(response)).toBe(false);
    },
  );

  it('ends a live session the site’s own page sends there: the cookie is cleared and the token revoked at the API', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    live(accessToken);
    const logout = nock(API, { reqheaders: { authorization: `Bearer ${accessToken}` } })
      .post('/auth/logout')
      .reply(200, envelope('Logged out.'));
    const response = await follow(cookie, 'same-origin');
    expect(response.headers.get('location')).toBe('/login?redirect=%2Forder-history&expired=1');
    expect(clearsCookie(response)).toBe(true);
    expect(logout.isDone()).toBe(true);
    // A copy of the cookie opens nothing afterwards, without asking the API again.
    enterRequest(new NextRequest(`${SITE}/dashboard`, { headers: { cookie } }));
    expect(await getSession()).toBeNull();
  });

  it('clears a session that has already ended, whoever sent the browser', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    sessionCheck(accessToken).reply(401, UNAUTHENTICATED);
    const response = await follow(cookie, 'cross-site');
    expect(response.headers.get('location')).toBe('/login?redirect=%2Forder-history&expired=1');
    expect(clearsCookie(response)).toBe(true);
  });

  it('asks the API afresh, so a token refused a moment after a "live" answer does not bounce the page back here', async () => {
    const { cookie, accessToken } = await buyerSessionCookie();
    live(accessToken);
    enterRequest(new NextRequest(`${SITE}/order-history`, { headers: { cookie } }));
    expect(await getSession()).not.toBeNull();
    // The page's own call was refused (the token was revoked elsewhere) and it sends the browser here.
    sessionCheck(accessToken).reply(401, UNAUTHENTICATED);
    const response = await follow(cookie, 'none');
    expect(response.headers.get('location')).toBe('/login?redirect=%2Forder-history&expired=1');
    expect(clearsCookie(response)).toBe(true);
  });

  it('sends a visitor without a session to log in', async () => {
    const response = await follow('', 'cross-site');
    expect(response.headers.get('location')).toBe('/login?redirect=%2Forder-history&expired=1');
  });
});
