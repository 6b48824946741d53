import { NextRequest } from 'next/server';
import nextConfig from '../../../next.config.mjs';
import { LISTING_PARAMS } from '@/lib/catalog/listing-query';
import { proxy } from '@/proxy';

const rewriteOf = async (url: string) => (await proxy(new NextRequest(url))).headers.get('x-middleware-rewrite');

// The landing page and the unfiltered marketplace are served as cached documents (decision 005);
// a filter the marketplace reads must never be answered with the cached unfiltered page.
describe('cached entry pages (next.config.mjs, proxy.ts)', () => {
  it('serves the landing page at / without a rewrite (it is the root optional catch-all)', async () => {
    expect(await rewriteOf('http://shop.test/')).toBeNull();
    expect(await rewriteOf('http://shop.test/?utm_source=news')).toBeNull();
    expect(await nextConfig.rewrites?.()).toBeUndefined();
  });

  it('serves the cached marketplace only when the URL has none of the query keys a listing reads (proxy.ts)', async () => {
    expect(await rewriteOf('http://shop.test/marketplace')).toBe('http://shop.test/marketplace/current');
    // Other query strings (a campaign's tags) still get the cached page, which reads none of them.
    expect(await rewriteOf('http://shop.test/marketplace?utm_source=news')).toBe('http://shop.test/marketplace/current');
    for (const key of LISTING_PARAMS) expect(await rewriteOf(`http://shop.test/marketplace?${key}=2`)).toBeNull();
    expect(await rewriteOf('http://shop.test/marketplace/current')).toBeNull();
    expect(await nextConfig.redirects?.()).toContainEqual({ source: '/marketplace/current', destination: '/marketplace', permanent: true });
  });
});

// Decision 008: hashing each page for its ETag cost more than anything else a cached page does.
describe('page responses (next.config.mjs)', () => {
  it('are not hashed for an ETag on every request', () => {
    expect(nextConfig.generateEtags).toBe(false);
  });
});
