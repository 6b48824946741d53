/** @jest-environment node */
// A broken percent-encoding in a dynamic segment used to reach the page and answer 500: the proxy
// sends it to the not-found page instead.
import { NextRequest } from 'next/server';
import { config, hasMalformedEncoding, proxy } from '@/proxy';

jest.mock('@/lib/upstream/auth', () => ({ logout: jest.fn() }));

const SITE = 'http://localhost:3000';

describe('paths with a broken percent-encoding (proxy.ts)', () => {
  it.each([
    '/product/%E0%A4%A',
    '/stories/%E0%A4%A/x',
    '/order/%E0%A4%A',
    '/seller-gallery/shop/%E0%A4%A',
    '/product/%',
    '/product/%zz',
    '/%C0%AF',
    '/stories/1/%FF',
  ])('rewrites %s to the not-found page with a 404', async (path) => {
    expect(hasMalformedEncoding(path)).toBe(true);
    const response = await proxy(new NextRequest(`${SITE}${path}`));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe(`${SITE}/_not-found`);
  });

  it.each(['/product/42', '/stories/3/weaving-a-kiondo', '/search/%E0%A4%95', '/product/42%20x'])('lets the well-formed %s through', async (path) => {
    expect(hasMalformedEncoding(path)).toBe(false);
    const response = await proxy(new NextRequest(`${SITE}${path}`));
    expect(response.status).toBeLessThan(400);
  });
});

// Found by e2e/fuzz.spec.ts: the same broken encoding in a route handler's address (a segment of
// /api/addresses/[addressId], /media/[...path]) was a 500 from Next before the handler ran. The
// proxy sees those addresses too when they hold a '%', and answers the handlers' JSON 404.
describe('route handler addresses with a broken percent-encoding (proxy.ts)', () => {
  // Next compiles each matcher entry with path-to-regexp; for these (one group of plain regular
  // expression) that is the same expression anchored at both ends.
  const matches = (pathname: string) => config.matcher.some((source) => new RegExp(`^${source}$`).test(pathname));

  it.each(['/api/addresses/%E0%A4%A', '/api/verify/%ED%A0%80', '/api/auth/callback/%C0%AF', '/api/%', '/api/reviews/%zz', '/media/products/%E0%A4%A.png'])(
    'answers %s with a JSON 404',
    async (path) => {
      expect(matches(path)).toBe(true);
      const response = await proxy(new NextRequest(`${SITE}${path}`));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    },
  );

  it.each(['/api/verify/AFC%20KE01', '/api/verify/%E0%A4%95', '/media/products/a%20b.png'])('lets the well-formed %s through to its handler', async (path) => {
    const response = await proxy(new NextRequest(`${SITE}${path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('is not run for handler addresses without a %', () => {
    for (const path of ['/api/cart', '/api/addresses/12', '/media/products/basket-1.png']) expect([path, matches(path)]).toEqual([path, false]);
  });
});
