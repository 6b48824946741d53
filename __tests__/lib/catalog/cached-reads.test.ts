/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { connection } from 'next/server';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { forgetOpenEndedLists, getProductList } from '@/lib/catalog/products';
import { getCategories, getCategory } from '@/lib/catalog/taxonomy';
import { apiProduct, apiProductList, cacheCalls, envelope } from './fixtures';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { setEnv } from '@/__tests__/support/env';

jest.mock('next/cache', () => jest.requireActual('./fixtures').straightThroughCache());
jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));

const API = 'http://upstream.test';

onlyNockedCalls();
beforeEach(() => jest.clearAllMocks());
afterEach(() => setEnv({ NEXT_PHASE: undefined }));

describe('getProductList', () => {
  it('asks the API with only the set filters and answers app types', async () => {
    const scope = nock(API)
      .get('/products')
      .query({ category: 'jewelry,textiles', per_page: '8', sortBy: 'price_asc' })
      .reply(200, envelope(apiProductList([apiProduct], 1, 1, 1, 8)));

    const list = await getProductList({ categorySlugs: ['textiles', 'jewelry'], perPage: 8, sortBy: 'price_asc', page: 1 });

    expect(scope.isDone()).toBe(true);
    expect(list).toMatchObject({ page: 1, lastPage: 1, total: 1, perPage: 8 });
    expect(list.products[0]).toMatchObject({ id: 49, artisan: 'Kivu Cloth House', image: '/media/products/baskets-1.png' });
  });

  it('caches the list for a minute under its query, tagged with the list tag and its filters', async () => {
    nock(API)
      .get('/products')
      .query({ division_id: '3', shop_id: '5' })
      .reply(200, envelope(apiProductList([apiProduct, { ...apiProduct, product_id: 50 }])));

    await getProductList({ divisionId: 3, shopId: 5 });

    expect(cacheCalls()).toEqual([
      { keyParts: ['product-list', JSON.stringify([{ divisionId: 3, shopId: 5 }])], revalidate: 60, tags: ['catalogue', 'products', 'division:3', 'shop:5'] },
    ]);
  });

  it('keeps a search in memory for a few seconds instead of writing a data cache entry per query', async () => {
    const scope = nock(API)
      .get('/products')
      .query({ searchTerm: 'kiondo baskts' })
      .once()
      .reply(200, envelope(apiProductList([apiProduct])));

    const [first, second] = await Promise.all([getProductList({ searchTerm: 'kiondo baskts' }), getProductList({ searchTerm: 'kiondo baskts' })]);
    const third = await getProductList({ searchTerm: 'kiondo baskts' });

    expect(scope.isDone()).toBe(true);
    expect([second, third]).toEqual([first, first]);
    expect(cacheCalls()).toEqual([]);
  });

  it('reads a kept search again after the webhook says the catalogue changed', async () => {
    const scope = nock(API)
      .get('/products')
      .query({ min_price: '500' })
      .times(2)
      .reply(200, envelope(apiProductList([apiProduct])));

    await getProductList({ minPrice: 500 });
    await forgetOpenEndedLists();
    await getProductList({ minPrice: 500 });

    expect(scope.isDone()).toBe(true);
  });

  it('throws when the API fails, so no error is ever cached and error.tsx shows the spec message', async () => {
    nock(API).get('/products').times(2).reply(503, { status: 'error', message: 'Down', data: null });
    await expect(getProductList()).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });

  it('throws when the API cannot be reached', async () => {
    nock(API).get('/products').times(2).replyWithError({ code: 'ECONNREFUSED' });
    await expect(getProductList()).rejects.toThrow(/could not load products/);
  });

  it('opts a page out of prerendering during next build instead of calling the API', async () => {
    setEnv({ NEXT_PHASE: 'phase-production-build' });
    (connection as jest.Mock).mockRejectedValueOnce(new Error('dynamic usage: connection()'));
    await expect(getProductList()).rejects.toThrow('dynamic usage');
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('does not call connection() at run time', async () => {
    nock(API)
      .get('/products')
      .reply(200, envelope(apiProductList([])));
    await getProductList();
    expect(connection).not.toHaveBeenCalled();
  });
});

describe('taxonomy reads', () => {
  it('lists categories with the editorial lifetime, tagged with the tag every category event refreshes', async () => {
    nock(API)
      .get('/categories/list')
      .reply(
        200,
        envelope([
          {
            category_id: 1,
            name: 'Textiles',
            slug: 'textiles',
            description: null,
            image_url: 'http://127.0.0.1:4000/media/categories/textiles.png',
            product_count: 273,
          },
        ]),
      );
    const categories = await getCategories();
    expect(categories).toEqual([{ id: 1, name: 'Textiles', slug: 'textiles', description: null, image: '/media/categories/textiles.png', productCount: 273 }]);
    expect(cacheCalls()).toEqual([{ keyParts: ['categories', '[]'], revalidate: 600, tags: ['catalogue', 'categories'] }]);
  });

  it('answers null for a category the API does not know (the page is a 404)', async () => {
    nock(API).get('/categories/999').reply(404, { status: 'error', message: 'Category not found', data: null });
    await expect(getCategory(999)).resolves.toBeNull();
  });
});
