/** @jest-environment node */
// next-auth's endpoints through route(): it still gets Next's request (nextUrl), its
// `[...nextauth]` segments and the unread body, and a POST from another site never reaches it.
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { nextAuthUrlIsSite, signOutThroughNextAuth, SITE } from './helpers';
import { enterRequest } from '@/__tests__/support/request-scope';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);

function call(method: 'GET' | 'POST', action: string[], init: { body?: string; origin?: string | null; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.origin !== null) headers.origin = init.origin ?? SITE;
  if (init.cookie) headers.cookie = init.cookie;
  const current = enterRequest(new NextRequest(`${SITE}/api/auth/${action.join('/')}`, { method, headers, body: init.body }));
  const context = { params: Promise.resolve({ nextauth: action }) };
  return (method === 'GET' ? GET : POST)(current, context);
}

nextAuthUrlIsSite();

describe('/api/auth/[...nextauth]', () => {
  it('answers next-auth’s own GETs, never cached', async () => {
    const providers = await call('GET', ['providers']);
    expect(providers.status).toBe(200);
    expect(await providers.json()).toMatchObject({ credentials: { id: 'credentials', type: 'credentials' } });
    expect(providers.headers.get('cache-control')).toBe('private, no-store');

    const csrf = await call('GET', ['csrf']);
    expect(typeof (await csrf.json()).csrfToken).toBe('string');
  });

  it('hands next-auth the form body of a POST from our own pages', async () => {
    const response = await signOutThroughNextAuth(call);
    expect(response.status).toBe(200);
    // next-auth read the body (json=true) and the token: it answers where to go, not a CSRF error.
    expect((await response.json()).url).toBe(SITE);
  });

  it('refuses a POST from another site before next-auth sees it', async () => {
    const response = await call('POST', ['signout'], { body: 'csrfToken=x', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});
