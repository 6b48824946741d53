// Issue 30: the proxy echoed the request's query into its answer's headers (the rewrite's
// x-middleware-rewrite, the login redirect's Location, the page's x-pathname), so a 16,000-character
// query made 17 kB of response headers, and a proxy in front with its default 4-8 kB header buffer
// answered 502. Whatever the query, the headers stay small: the cached marketplace's rewrite carries
// no query (the document it serves reads none), and a path to come back to that is too long to be a
// real page's is shortened to its path.
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { proxy } from '@/proxy';
import { authSecret } from '@/lib/session/config';
import { MAX_RETURN_PATH, returnPath } from '@/lib/session/redirect';

/** nginx's default proxy_buffer_size is one memory page (4 kB), which must hold every header. */
const HEADER_BUDGET_BYTES = 4096;
const LONG_QUERY = `?utm_content=${'a'.repeat(16_000)}`;

const headerBytes = (response: Response) => [...response.headers].reduce((sum, [name, value]) => sum + name.length + Buffer.byteLength(value) + 4, 0);

describe('response headers stay small whatever the query', () => {
  it.each(['/marketplace', '/marketplace?q=basket&', '/dashboard', '/order-history', '/about', '/no-such-page', '/product/12'])(
    '%s with a 16,000-character query answers under 4 kB of headers',
    async (path) => {
      const response = await proxy(
        new NextRequest(`http://shop.test${path}${path.includes('?') ? LONG_QUERY.slice(1) : LONG_QUERY}&x=${'%F0%9F%A7%BA'.repeat(500)}`),
      );
      expect(headerBytes(response)).toBeLessThan(HEADER_BUDGET_BYTES);
    },
  );

  it('a signed-in visitor’s page with a long query also stays under the budget', async () => {
    const value = await encode({
      secret: authSecret(),
      token: { uid: '7', name: 'Amina', email: 'a@example.com', userType: 'buyer', accessToken: 't', accessTokenExpires: Date.now() + 3_600_000 },
    });
    const response = await proxy(new NextRequest(`http://shop.test/dashboard${LONG_QUERY}`, { headers: { cookie: `next-auth.session-token=${value}` } }));
    expect(headerBytes(response)).toBeLessThan(HEADER_BUDGET_BYTES);
  });

  it('the cached marketplace is rewritten without the query it does not read', async () => {
    const response = await proxy(new NextRequest(`http://shop.test/marketplace${LONG_QUERY}`));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/marketplace/current');
  });

  it('an anonymous visitor still comes back to the page and query of a normal address, and to the page alone for an absurd one', async () => {
    const normal = await proxy(new NextRequest('http://shop.test/order-history?page=2&status=shipped'));
    expect(normal.headers.get('location')).toBe('http://shop.test/login?redirect=%2Forder-history%3Fpage%3D2%26status%3Dshipped');
    const absurd = await proxy(new NextRequest(`http://shop.test/order-history${LONG_QUERY}`));
    expect(absurd.headers.get('location')).toBe('http://shop.test/login?redirect=%2Forder-history');
  });

  it('returnPath keeps a path and query up to the limit, then the path, then the dashboard', () => {
    expect(returnPath('/orders', '?page=2')).toBe('/orders?page=2');
    const fits = `?q=${'a'.repeat(MAX_RETURN_PATH - '/orders?q='.length)}`;
    expect(returnPath('/orders', fits)).toBe(`/orders${fits}`);
    expect(returnPath('/orders', `${fits}a`)).toBe('/orders');
    expect(returnPath(`/${'p'.repeat(MAX_RETURN_PATH)}`, '')).toBe('/dashboard');
  });
});
