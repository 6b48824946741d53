import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { categories, products, shops, users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { SEARCH_CANDIDATES } from '../src/catalog/product-list';
import { byText, inOrder, listPage, testApiForFile } from './harness';

const t = testApiForFile();

const list = (query: string) => listPage(t, `/products${query}`);

async function countWhere(where?: ReturnType<typeof and>) {
  const [row] = await t.db.select({ n: count() }).from(products).where(where);
  return row.n;
}

async function categoryBySlug(slug: string) {
  const [row] = await t.db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

describe('GET /products lists the catalogue', () => {
  it('answers a paginator of 20 products, newest first, whose total is every product', async () => {
    const page = await list('');
    expect(page.per_page).toBe(20);
    expect(page.current_page).toBe(1);
    expect(page.data).toHaveLength(20);
    expect(page.total).toBe(await countWhere());
    expect(page.last_page).toBe(Math.ceil(page.total / 20));
    expect(
      inOrder(
        page.data.map((p) => Date.parse(p.created_at)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    const p = page.data[0];
    expect(p).toEqual(
      expect.objectContaining({
        product_id: expect.any(Number),
        product_name: expect.any(String),
        base_price: expect.any(Number),
        shop: expect.objectContaining({ shop_name: expect.any(String) }),
        division: expect.objectContaining({ subcategory: expect.objectContaining({ category: expect.any(Object) }) }),
      }),
    );
    expect(p.images[0].image_url).toMatch(/^http:\/\/api\.test\/media\//);
  });

  it('pages without overlap and the pages add up to the total', async () => {
    const first = await list('?category=baskets&per_page=50&sortBy=price_asc');
    const pages = [first];
    for (let page = 2; page <= first.last_page; page += 1) pages.push(await list(`?category=baskets&per_page=50&sortBy=price_asc&page=${page}`));
    const ids = pages.flatMap((p) => p.data.map((x) => x.product_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(first.total);
    const past = await list(`?category=baskets&per_page=50&page=${first.last_page + 1}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('accepts per_page up to 100', async () => {
    expect((await list('?per_page=100')).data).toHaveLength(100);
    const res = await t.request('GET', '/products?per_page=101');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/per_page/);
  });
});

describe('GET /products filters', () => {
  it('by category id: every product is in the category and the total is the category size', async () => {
    const textiles = await categoryBySlug('textiles');
    const page = await list(`?category_id=${textiles.id}&per_page=100`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => p.category.category_id === textiles.id)).toBe(true);
    expect(page.total).toBe(await countWhere(eq(products.categoryId, textiles.id)));
  });

  it('by several category ids (the multi-select chips) returns both categories', async () => {
    const textiles = await categoryBySlug('textiles');
    const jewelry = await categoryBySlug('jewelry');
    const page = await list(`?category_id=${textiles.id},${jewelry.id}&per_page=100&sortBy=name_asc`);
    const seen = new Set(page.data.map((p) => p.category.category_id));
    expect(seen).toEqual(new Set([textiles.id, jewelry.id]));
    const each = (await list(`?category_id=${textiles.id}`)).total + (await list(`?category_id=${jewelry.id}`)).total;
    expect(page.total).toBe(each);
    // Repeated parameters mean the same.
    expect((await list(`?category_id=${textiles.id}&category_id=${jewelry.id}`)).total).toBe(each);
  });

  it('by category slug, one or several', async () => {
    const textiles = await categoryBySlug('textiles');
    const bySlug = await list('?category=textiles&per_page=100');
    expect(bySlug.total).toBe((await list(`?category_id=${textiles.id}`)).total);
    expect(bySlug.data.every((p) => p.category.name === 'Textiles')).toBe(true);
    const two = await list('?category=Textiles,home-deco');
    expect(two.total).toBe(bySlug.total + (await list('?category=home-deco')).total);
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('by subcategory and by division', async () => {
    const [sample] = await t.db.select().from(products).where(eq(products.id, 1));
    const sub = await list(`?subcategory_id=${sample.subcategoryId}&per_page=100`);
    expect(sub.total).toBe(await countWhere(eq(products.subcategoryId, sample.subcategoryId)));
    expect(sub.data.every((p) => p.division.subcategory.subcategory_id === sample.subcategoryId)).toBe(true);
    const div = await list(`?division_id=${sample.divisionId}&per_page=100`);
    expect(div.total).toBe(await countWhere(eq(products.divisionId, sample.divisionId)));
    expect(div.data.every((p) => p.division.division_id === sample.divisionId)).toBe(true);
  });

  it('by shop and by seller (the shop owner)', async () => {
    const [seller] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.seller.email));
    const [shop] = await t.db.select().from(shops).where(eq(shops.ownerId, seller.id));
    const bySeller = await list(`?seller_id=${seller.id}&per_page=100`);
    expect(bySeller.total).toBeGreaterThan(0);
    expect(bySeller.data.every((p) => p.shop.shop_id === shop.id)).toBe(true);
    const byShop = await list(`?shop_id=${shop.id}&per_page=100`);
    expect(byShop.total).toBe(bySeller.total);
    expect(byShop.total).toBe(await countWhere(eq(products.shopId, shop.id)));
    expect((await list('?seller_id=2147483647')).total).toBe(0);
  });

  it('by price range, with every price inside it', async () => {
    const page = await list('?min_price=2000&max_price=4000&per_page=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((p) => p.base_price >= 2000 && p.base_price <= 4000)).toBe(true);
    expect(page.total).toBe(await countWhere(sql`${products.basePrice} between 2000 and 4000`));
    const equal = await list('?min_price=3450&max_price=3450');
    expect(equal.data.every((p) => p.base_price === 3450)).toBe(true);
  });

  it('in stock only', async () => {
    const page = await list('?inStock=true&per_page=100');
    expect(page.data.every((p) => p.stock > 0 && p.in_stock)).toBe(true);
    expect(page.total).toBe(await countWhere(gt(products.stock, 0)));
    expect(page.total).toBeLessThan((await list('')).total);
    // false is the same as not asking.
    expect((await list('?inStock=false')).total).toBe((await list('')).total);
  });

  it('featured only', async () => {
    const page = await list('?is_featured=1&per_page=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((p) => p.is_featured)).toBe(true);
    expect(page.total).toBe(await countWhere(eq(products.isFeatured, true)));
  });

  it("by collection (the landing page's Editor's Pick and Summer Collection)", async () => {
    for (const collection of ['editors-pick', 'summer-collection']) {
      const page = await list(`?collection=${collection}&per_page=8`);
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.total).toBe(await countWhere(sql`${products.collections} @> array[${collection}]::text[]`));
      const ids = page.data.map((p) => p.product_id);
      const rows = await t.db.select({ collections: products.collections }).from(products).where(inArray(products.id, ids));
      expect(rows.every((r) => r.collections.includes(collection))).toBe(true);
    }
  });

  it('combines filters: a category, a price range and stock, sorted by price', async () => {
    const baskets = await categoryBySlug('baskets');
    const page = await list(`?category_id=${baskets.id}&min_price=1000&max_price=6000&inStock=true&sortBy=price_asc&per_page=100`);
    expect(page.data.length).toBeGreaterThan(0);
    for (const p of page.data) {
      expect(p.category.category_id).toBe(baskets.id);
      expect(p.base_price).toBeGreaterThanOrEqual(1000);
      expect(p.base_price).toBeLessThanOrEqual(6000);
      expect(p.stock).toBeGreaterThan(0);
    }
    expect(
      inOrder(
        page.data.map((p) => p.base_price),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(page.total).toBe(
      await countWhere(and(eq(products.categoryId, baskets.id), sql`${products.basePrice} between 1000 and 6000`, gt(products.stock, 0))),
    );
  });

  it('treats empty parameters as not set and ignores unknown ones', async () => {
    const all = (await list('')).total;
    expect((await list('?category_id=&searchTerm=%20&min_price=&sortBy=&colour=red')).total).toBe(all);
  });
});

describe('GET /products sorts', () => {
  it('by price, both ways, across pages', async () => {
    const asc = await list('?sortBy=price_asc&per_page=100');
    expect(
      inOrder(
        asc.data.map((p) => p.base_price),
        (a, b) => a - b,
      ),
    ).toBe(true);
    const next = await list('?sortBy=price_asc&per_page=100&page=2');
    expect(next.data[0].base_price).toBeGreaterThanOrEqual(asc.data[99].base_price);
    const desc = await list('?sortBy=price_desc&per_page=100');
    expect(
      inOrder(
        desc.data.map((p) => p.base_price),
        (a, b) => b - a,
      ),
    ).toBe(true);
    expect(desc.data[0].base_price).toBeGreaterThanOrEqual(asc.data[99].base_price);
  });

  it('by name, both ways', async () => {
    const asc = await list('?sortBy=name_asc&per_page=100');
    expect(
      inOrder(
        asc.data.map((p) => p.product_name),
        byText,
      ),
    ).toBe(true);
    const desc = await list('?sortBy=name_desc&per_page=100');
    expect(
      inOrder(
        desc.data.map((p) => p.product_name),
        (a, b) => byText(b, a),
      ),
    ).toBe(true);
  });

  it('by rating, best first', async () => {
    const page = await list('?sortBy=rating&per_page=100');
    expect(
      inOrder(
        page.data.map((p) => p.rating_average),
        (a, b) => b - a,
      ),
    ).toBe(true);
    expect(page.data[0].rating_average).toBeGreaterThan(page.data[99].rating_average - 0.0001);
  });

  it('by newest', async () => {
    const page = await list('?sortBy=newest&per_page=100');
    expect(
      inOrder(
        page.data.map((p) => Date.parse(p.created_at)),
        (a, b) => b - a,
      ),
    ).toBe(true);
  });
});

describe('GET /products searches', () => {
  const isKiondoBasket = (name: string) => /kiondo/i.test(name) && /basket/i.test(name);

  it.each(['kiondo baskets', 'kiondo baskts', 'Kiondo  Basket'])('"%s" finds Kiondo baskets first', async (term) => {
    const page = await list(`?searchTerm=${encodeURIComponent(term)}`);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.data.slice(0, 5).every((p) => isKiondoBasket(p.product_name))).toBe(true);
  });

  it('finds words in tags and descriptions, within filters', async () => {
    const baskets = await categoryBySlug('baskets');
    const page = await list(`?searchTerm=sisal&category_id=${baskets.id}&per_page=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((p) => p.category.category_id === baskets.id)).toBe(true);
    expect(page.data.every((p) => /sisal/i.test(`${p.product_name} ${p.tags.join(' ')} ${p.description}`))).toBe(true);
  });

  it('can be sorted by price instead of relevance', async () => {
    const page = await list('?searchTerm=kiondo&sortBy=price_asc&per_page=100');
    expect(page.total).toBeGreaterThan(0);
    expect(
      inOrder(
        page.data.map((p) => p.base_price),
        (a, b) => a - b,
      ),
    ).toBe(true);
  });

  it('keeps the total on a page past the last one', async () => {
    const first = await list('?searchTerm=kiondo');
    const past = await list(`?searchTerm=kiondo&page=${first.last_page + 1}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('english', 'kiondo')`);
    // A search ranks at most SEARCH_CANDIDATES matches (see catalog-search.test.ts).
    expect(first.total).toBe(Math.min(n, SEARCH_CANDIDATES));
  });

  it('finds nothing for nonsense, and survives odd input', async () => {
    expect((await list('?searchTerm=zzqxv')).total).toBe(0);
    expect((await list(`?searchTerm=${'a'.repeat(5000)}`)).data).toBeDefined();
    // A NUL anywhere in a query is refused by the API as a whole (it cannot reach PostgreSQL).
    expect((await t.request('GET', `/products?searchTerm=${encodeURIComponent('kiondo\u0000basket')}`)).status).toBe(422);
    expect((await list(`?searchTerm=${encodeURIComponent('"kiondo" OR -basket & | ! :* \\ % _')}`)).data).toBeDefined();
    expect((await list('?searchTerm=%FF%FE')).data).toBeDefined();
  });
});

describe('GET /products rejects bad input with 422, never 500', () => {
  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['min_price=-1', 'min_price'],
    ['min_price=abc', 'min_price'],
    ['max_price=1e400', 'max_price'],
    ['min_price=500&max_price=100', 'min_price'],
    ['category_id=1;drop', 'category_id'],
    ['category_id=1,x', 'category_id'],
    ['category_id=99999999999', 'category_id'],
    ['category=Text!les', 'category'],
    ['subcategory_id=-3', 'subcategory_id'],
    ['division_id=abc', 'division_id'],
    ['seller_id=0', 'seller_id'],
    ['shop_id=1.2', 'shop_id'],
    ['sortBy=evil', 'sortBy'],
    ['is_featured=maybe', 'is_featured'],
    ['inStock=yes please', 'inStock'],
    ['collection=winter', 'collection'],
  ])('?%s names %s', async (query, param) => {
    const res = await t.request('GET', `/products?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toContain(param);
    expect(res.body.data[param]).toBeDefined();
  });
});

describe('GET /products/{id}', () => {
  it('answers the product with its serial number for the QR code', async () => {
    const res = await t.request('GET', '/products/1');
    expect(res.status).toBe(200);
    const product = res.body.data.product;
    expect(product.product_id).toBe(1);
    expect(product.serial_number).toBe('AFC-KE01-0001');
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.division.subcategory.category.name).toBe(product.category.name);
  });

  it.each(['99999999', '99999999999', 'abc', '0', '-1', '1.5', '%20'])('answers 404 for /products/%s', async (id) => {
    const res = await t.request('GET', `/products/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Product not found', data: null });
  });
});
