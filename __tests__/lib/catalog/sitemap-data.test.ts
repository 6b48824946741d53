/** @jest-environment node */
// The sitemap's read (lib/catalog/sitemap.ts): products in cached blocks, and one read shared by
// the requests of a burst, so a crawler (or the fuzz suite) never sets off one catalogue read per
// request against the API.
import type * as Upstream from '@/lib/upstream/sitemap';
import type * as Catalog from '@/lib/catalog/sitemap';

// Outside a Next server there is no data cache: each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: (read: () => Promise<unknown>) => read }));
jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));
jest.mock('@/lib/catalog/taxonomy', () => ({ getCategoryTree: async () => [{ id: 1, subcategories: [{ id: 2, divisions: [{ id: 3 }] }] }] }));
jest.mock('@/lib/upstream/sitemap', () => ({ fetchSitemapProducts: jest.fn(), fetchSitemapShops: jest.fn(), fetchSitemapStories: jest.fn() }));

const ok = <T>(items: T[], lastPage = 1) => ({ ok: true as const, message: 'OK', data: { items, lastPage } });
const product = (id: number) => ({ id, lastModified: '2026-11-01T00:00:00.000Z', categoryId: 1, subcategoryId: 2, divisionId: 3 });

// Each test gets the module anew (its shared read is module state), with the API's answers mocked.
let upstream: jest.Mocked<typeof Upstream>;
let getSitemapData: (typeof Catalog)['getSitemapData'];
let fetchSitemapProducts: jest.Mocked<typeof Upstream>['fetchSitemapProducts'];
let fetchSitemapShops: jest.Mocked<typeof Upstream>['fetchSitemapShops'];

beforeEach(async () => {
  jest.resetModules();
  upstream = (await import('@/lib/upstream/sitemap')) as jest.Mocked<typeof Upstream>;
  ({ fetchSitemapProducts, fetchSitemapShops } = upstream);
  fetchSitemapProducts.mockImplementation(async (page) => ok([product(page * 10 + 1), product(page * 10 + 2)], 120));
  fetchSitemapShops.mockResolvedValue(ok([{ slug: 'kitui-weavers', lastModified: null }]));
  upstream.fetchSitemapStories.mockResolvedValue(ok([{ id: 5, slug: 'kiondo', lastModified: null }]));
  ({ getSitemapData } = await import('@/lib/catalog/sitemap'));
});

describe('getSitemapData', () => {
  it('reads every page of products in blocks, and the shops, stories and tree', async () => {
    const data = await getSitemapData();
    // 120 API pages of two products: three blocks of at most 50 pages, each page read once.
    expect(fetchSitemapProducts.mock.calls.map(([page]) => page).sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(data.products).toHaveLength(240);
    expect(data).toMatchObject({ categoryIds: [1], subcategoryIds: [2], divisionIds: [3], shops: [{ slug: 'kitui-weavers' }], stories: [{ id: 5 }] });
  });

  it('shares one read among the requests of a burst', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => getSitemapData()));
    expect(new Set(burst).size).toBe(1);
    expect(fetchSitemapProducts).toHaveBeenCalledTimes(120);
    await getSitemapData();
    expect(fetchSitemapProducts).toHaveBeenCalledTimes(120);
  });

  it('does not share a failed read: the next request asks again', async () => {
    fetchSitemapShops.mockResolvedValueOnce({ ok: false, error: { kind: 'timeout', status: 0, message: null, fieldErrors: {} } } as never);
    await expect(getSitemapData()).rejects.toThrow(/could not list shops for the sitemap/);
    await expect(getSitemapData()).resolves.toMatchObject({ shops: [{ slug: 'kitui-weavers' }] });
  });
});
