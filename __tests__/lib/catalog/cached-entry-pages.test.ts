import nextConfig from '../../../next.config.mjs';
import { LISTING_PARAMS } from '@/lib/catalog/listing-query';

interface Rewrite {
  source: string;
  destination: string;
  missing?: { type: string; key?: string }[];
}

async function beforeFilesRewrites(): Promise<Rewrite[]> {
  const rewrites = await nextConfig.rewrites?.();
  if (!rewrites || Array.isArray(rewrites) || !rewrites.beforeFiles) throw new Error('next.config.mjs has no beforeFiles rewrites');
  return rewrites.beforeFiles;
}

// The landing page and the unfiltered marketplace are served as cached documents through rewrites;
// a filter the marketplace reads must never be answered with the cached unfiltered page.
describe('cached entry pages (next.config.mjs)', () => {
  it('rewrites / to the cached landing page and sends its internal address back to /', async () => {
    expect(await beforeFilesRewrites()).toContainEqual({ source: '/', destination: '/home/current' });
    expect(await nextConfig.redirects?.()).toContainEqual({ source: '/home/:edition', destination: '/', permanent: true });
  });

  it('serves the cached marketplace only when the URL has none of the query keys a listing reads', async () => {
    const marketplace = (await beforeFilesRewrites()).find((r) => r.source === '/marketplace');
    expect(marketplace?.destination).toBe('/marketplace/current');
    expect(marketplace?.missing?.map((m) => m.key).sort()).toEqual([...LISTING_PARAMS].sort());
    expect(marketplace?.missing?.every((m) => m.type === 'query')).toBe(true);
  });
});

// Decision 008: hashing each page for its ETag cost more than anything else a cached page does.
describe('page responses (next.config.mjs)', () => {
  it('are not hashed for an ETag on every request', () => {
    expect(nextConfig.generateEtags).toBe(false);
  });
});
