/** @jest-environment node */
// The seller centre's guard as a browser meets it at the proxy: anonymous visitors go to login and
// come back, a signed-in buyer or admin gets the 403 page with the status 403 (the layout renders
// the page, the proxy gives it its status), a seller passes, and the public /seller-gallery pages
// are nobody's business here.
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { authSecret } from '@/lib/session/config';
import { proxy } from '@/proxy';

const SITE = 'http://localhost:3000';
const SESSION_COOKIE = 'next-auth.session-token';

async function visit(path: string, userType?: 'buyer' | 'seller' | 'admin') {
  const headers: Record<string, string> = {};
  if (userType) {
    const token = await encode({
      secret: authSecret(),
      token: { uid: '7', name: 'Amina', email: 'amina@example.com', userType, accessToken: 'api-token', accessTokenExpires: Date.now() + 3_600_000 },
    });
    headers.cookie = `${SESSION_COOKIE}=${token}`;
  }
  return proxy(new NextRequest(`${SITE}${path}`, { headers }));
}

describe('the seller centre at the proxy', () => {
  it('sends an anonymous visitor to login, to come back to the page they asked for', async () => {
    const response = await visit('/seller/orders');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${SITE}/login?redirect=%2Fseller%2Forders`);
  });

  it.each(['buyer', 'admin'] as const)('answers a signed-in %s 403 on every seller centre page, showing that page', async (userType) => {
    for (const path of ['/seller', '/seller/products', '/seller/orders/12', '/seller/shop']) {
      const response = await visit(path, userType);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      // The page itself renders (the layout's 403 page), not a redirect elsewhere.
      expect(response.headers.get('x-middleware-rewrite')).toBe(`${SITE}${path}`);
    }
  });

  it('lets a seller through', async () => {
    const response = await visit('/seller/orders', 'seller');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it("answers a buyer or seller 403 in the operator's console, and sends an anonymous visitor to login", async () => {
    for (const userType of ['buyer', 'seller'] as const) expect((await visit('/admin', userType)).status).toBe(403);
    const anonymous = await visit('/admin');
    expect(anonymous.headers.get('location')).toBe(`${SITE}/login?redirect=%2Fadmin`);
  });

  it('leaves the public seller galleries alone for everyone', async () => {
    for (const userType of [undefined, 'buyer', 'admin'] as const) {
      const response = await visit('/seller-gallery/premium-brands', userType);
      expect({ userType, status: response.status }).toEqual({ userType, status: 200 });
    }
  });
});
