/** @jest-environment node */
// The sitemap's lean reads: only an entry's address and dates, each list page as items and a page count.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { fetchSitemapProducts, fetchSitemapStories } from '@/lib/upstream/sitemap';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const envelope = (data: unknown) => ({ status: 'success', message: 'OK', data });
const paginator = (data: unknown[], lastPage: number) => ({ data, current_page: 1, last_page: lastPage, per_page: 50, total: data.length });

onlyNockedCalls();

describe('the sitemap’s reads', () => {
  it('dates a product by the later of its listing and its verification', async () => {
    const product = {
      product_id: 49,
      created_at: '2026-10-01T00:00:00.000Z',
      verifiedAt: '2026-11-05T00:00:00.000Z',
      category: { category_id: 2 },
      division: { division_id: 7, subcategory: { subcategory_id: 4 } },
    };
    nock(API)
      .get('/products')
      .query(true)
      .reply(200, envelope(paginator([product, { ...product, product_id: 50, verifiedAt: null }], 3)));
    const result = await fetchSitemapProducts(1, 50);
    expect(result.ok && result.data).toMatchObject({
      lastPage: 3,
      items: [
        { id: 49, lastModified: '2026-11-05T00:00:00.000Z', categoryId: 2, subcategoryId: 4, divisionId: 7 },
        { id: 50, lastModified: '2026-10-01T00:00:00.000Z', categoryId: 2, subcategoryId: 4, divisionId: 7 },
      ],
    });
  });

  it('counts an empty list as one page', async () => {
    nock(API)
      .get('/blogs')
      .query(true)
      .reply(200, envelope(paginator([], 0)));
    const result = await fetchSitemapStories(1, 50);
    expect(result.ok && result.data).toMatchObject({ items: [], lastPage: 1 });
  });
});
