/** @jest-environment node */
// A broken percent-encoding in a dynamic segment used to reach the page and answer 500: the proxy
// sends it to the not-found page instead.
import { NextRequest } from 'next/server';
import { hasMalformedEncoding, proxy } from '@/proxy';

jest.mock('@/lib/upstream/auth', () => ({ logout: jest.fn() }));

const SITE = 'http://localhost:3000';

describe('paths with a broken percent-encoding (proxy.ts)', () => {
  it.each(['/product/%E0%A4%A', '/stories/%E0%A4%A/x', '/order/%E0%A4%A', '/seller-gallery/shop/%E0%A4%A', '/product/%', '/product/%zz', '/%C0%AF', '/stories/1/%FF'])(
    'rewrites %s to the not-found page with a 404',
    async (path) => {
      expect(hasMalformedEncoding(path)).toBe(true);
      const response = await proxy(new NextRequest(`${SITE}${path}`));
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe(`${SITE}/_not-found`);
    },
  );

  it.each(['/product/42', '/stories/3/weaving-a-kiondo', '/search/%E0%A4%95', '/product/42%20x'])('lets the well-formed %s through', async (path) => {
    expect(hasMalformedEncoding(path)).toBe(false);
    const response = await proxy(new NextRequest(`${SITE}${path}`));
    expect(response.status).toBeLessThan(400);
  });
});
