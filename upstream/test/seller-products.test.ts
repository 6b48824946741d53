// The seller's products (issue 32, point 3): a shop lists a piece as a draft, publishes it (and it
// gets a serial that verifies), unpublishes or archives it, deletes it while never ordered; buyers
// see only active products; another shop's product is a 404 and a buyer is refused with 403.
import { eq } from 'drizzle-orm';
import { divisions, products, shops, subcategories } from '../src/db/schema';
import { createOrder } from './account-fixtures';
import { orderPayload, type TestProduct } from './commerce-fixtures';
import { testApiForFile } from './harness';
import { givePhoto } from './seller-fixtures';

const api = testApiForFile();

let shopCounter = 0;

/** A new seller with a shop of their own, in Kenya. */
async function sellerWithShop() {
  const seller = await api.createUser({ userType: 'seller' });
  shopCounter += 1;
  const [shop] = await api.db
    .insert(shops)
    .values({
      ownerId: seller.id,
      shopName: `Test Shop ${shopCounter}`,
      shopUrlSlug: `test-shop-${seller.id}-${shopCounter}`,
      shopType: 'individual',
      location: 'Kitui',
      country: 'Kenya',
    })
    .returning({ id: shops.id });
  return { ...seller, shopId: shop.id };
}

/** Two divisions of different categories, with their parents. */
async function twoDivisions() {
  const rows = await api.db
    .select({ id: divisions.id, subcategoryId: subcategories.id, categoryId: subcategories.categoryId })
    .from(divisions)
    .innerJoin(subcategories, eq(subcategories.id, divisions.subcategoryId))
    .orderBy(divisions.id);
  const first = rows[0];
  const second = rows.find((r) => r.categoryId !== first.categoryId);
  if (!second) throw new Error('The seed has one category only');
  return [first, second] as const;
}

let skuCounter = 0;

async function validBody(overrides: Record<string, unknown> = {}) {
  const [division] = await twoDivisions();
  skuCounter += 1;
  return {
    name: 'Zorblax kiondo basket',
    description: 'Woven from sisal in Kitui.',
    price: 2450.5,
    stock: 4,
    sku: `ZB-${skuCounter}`,
    division_id: division.id,
    tags: ['basket', 'sisal', 'basket'],
    origin: 'Kitui, Kenya',
    weight: '400 g',
    dimensions: '30 x 30 x 25 cm',
    maker: 'Mwende Musyoka',
    region: 'Kitui County',
    materials: ['sisal', 'leather'],
    time_to_make: '3 days',
    ...overrides,
  };
}

/** A draft with a photo, so that it may be published (seller-images.test.ts tests the photos themselves). */
async function createDraft(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api.request('POST', '/seller/products', { token, body: await validBody(overrides) });
  expect(res.status).toBe(201);
  const { product_id } = res.body.data.product;
  await givePhoto(api, product_id);
  return (await api.request('GET', `/seller/products/${product_id}`, { token })).body.data.product;
}

const step = (token: string, id: number, name: 'publish' | 'unpublish' | 'archive') => api.request('POST', `/seller/products/${id}/${name}`, { token });

const publicProductStatus = async (id: number) => (await api.request('GET', `/products/${id}`)).status;
const publicListIds = async (query: string) =>
  ((await api.request('GET', `/products?${query}`)).body.data.data as { product_id: number }[]).map((p) => p.product_id);

describe('POST /seller/products', () => {
  it('creates a draft with its provenance, its category and subcategory taken from the division, and no serial', async () => {
    const seller = await sellerWithShop();
    const [division] = await twoDivisions();
    const product = await createDraft(seller.token, { sku: 'KB-001', name: '  Zorblax kiondo  ' });
    expect(product).toMatchObject({
      product_name: 'Zorblax kiondo',
      sku: 'KB-001',
      base_price: 2450.5,
      stock: 4,
      status: 'draft',
      serial_number: null,
      tags: ['basket', 'sisal'],
      origin: 'Kitui, Kenya',
      weight: '400 g',
      dimensions: '30 x 30 x 25 cm',
      provenance: { maker: 'Mwende Musyoka', region: 'Kitui County', materials: ['sisal', 'leather'], time_to_make: '3 days' },
      shop: { shop_id: seller.shopId },
      category: { category_id: division.categoryId },
      division: { division_id: division.id, subcategory: { subcategory_id: division.subcategoryId } },
    });
    // Buyers do not see a draft.
    expect(await publicProductStatus(product.product_id)).toBe(404);
    expect(await publicListIds(`shop_id=${seller.shopId}`)).toEqual([]);
  });

  it('takes only the required fields, leaving the others empty', async () => {
    const seller = await sellerWithShop();
    const [division] = await twoDivisions();
    const res = await api.request('POST', '/seller/products', {
      token: seller.token,
      body: { name: 'Plain bowl', price: 100, stock: 0, sku: 'PB-1', division_id: division.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Product created.');
    expect(res.body.data.product).toMatchObject({
      description: '',
      tags: [],
      origin: null,
      provenance: { maker: null, region: null, materials: [], time_to_make: null },
    });
  });

  it('makes a SKU unique within the shop, not across shops', async () => {
    const seller = await sellerWithShop();
    const other = await sellerWithShop();
    await createDraft(seller.token, { sku: 'SAME-1' });
    const again = await api.request('POST', '/seller/products', { token: seller.token, body: await validBody({ sku: 'SAME-1' }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your shop already has a product with the SKU SAME-1.');
    await createDraft(other.token, { sku: 'SAME-1' });
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'The name may not be blank.'],
    ['no price', { price: undefined }, 'price', 'The price is required.'],
    ['a price with three decimals', { price: 10.005 }, 'price', 'The price may have at most two decimals.'],
    ['a price too high', { price: 1e9 }, 'price', 'The price may not be more than 10000000.'],
    ['a negative stock', { stock: -1 }, 'stock', 'The stock may not be negative.'],
    ['a stock too high', { stock: 2_000_000 }, 'stock', 'The stock may not be more than 1000000.'],
    ['no SKU', { sku: undefined }, 'sku', 'The SKU is required.'],
    ['a SKU with spaces', { sku: 'KB 01' }, 'sku', 'The SKU may hold only letters, digits, dots, hyphens and underscores.'],
    ['no division', { division_id: undefined }, 'division_id', 'division_id is required.'],
    ['an unknown division', { division_id: 999_999 }, 'division_id', 'No division has the id 999999.'],
    ['tags that are not a list', { tags: 'basket' }, 'tags', 'The tags must be a list of text.'],
    ['too many materials', { materials: Array.from({ length: 21 }, (_, i) => `m${i}`) }, 'materials', 'The materials may hold at most 20 entries.'],
    ['a maker too long', { maker: 'x'.repeat(121) }, 'maker', 'The maker may not be longer than 120 characters.'],
  ])('answers 422 for %s, creating nothing', async (_case, overrides, field, message) => {
    const seller = await sellerWithShop();
    const res = await api.request('POST', '/seller/products', { token: seller.token, body: await validBody(overrides) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(res.body.data[field]).toContain(message);
    const [row] = await api.db.select({ id: products.id }).from(products).where(eq(products.shopId, seller.shopId));
    expect(row).toBeUndefined();
  });
});

describe('publish, unpublish and archive', () => {
  it('publishes a draft with a serial in the seed’s format: buyers find it in the list, by search and by its serial', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token, { name: 'Quixotrel beaded necklace' });
    const res = await step(seller.token, draft.product_id, 'publish');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product published.');
    const published = res.body.data.product;
    expect(published.status).toBe('active');
    expect(published.serial_number).toMatch(/^AFC-KE\d{2}-\d{4}$/);

    const shown = await api.request('GET', `/products/${draft.product_id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.product.serial_number).toBe(published.serial_number);
    expect(await publicListIds(`shop_id=${seller.shopId}`)).toEqual([draft.product_id]);
    expect(await publicListIds('searchTerm=Quixotrel')).toContain(draft.product_id);
    const verified = await api.request('GET', `/verify-product/${published.serial_number}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.verification).toMatchObject({ verification_status: 'verified', product: { product_id: draft.product_id } });
  });

  it('unpublishes back to draft, keeping the serial for the next publish', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    const serial = (await step(seller.token, draft.product_id, 'publish')).body.data.product.serial_number;
    const res = await step(seller.token, draft.product_id, 'unpublish');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product unpublished.');
    expect(res.body.data.product).toMatchObject({ status: 'draft', serial_number: serial });
    expect(await publicProductStatus(draft.product_id)).toBe(404);
    expect((await api.request('GET', `/verify-product/${serial}`)).status).toBe(404);
    const again = await step(seller.token, draft.product_id, 'publish');
    expect(again.body.data.product.serial_number).toBe(serial);
  });

  it('archives a product: it leaves the lists, its page is a 404, and it cannot be published again', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token, { name: 'Vextrophane soapstone bowl' });
    const serial = (await step(seller.token, draft.product_id, 'publish')).body.data.product.serial_number;
    const res = await step(seller.token, draft.product_id, 'archive');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product archived.');
    expect(res.body.data.product.status).toBe('archived');
    expect(await publicProductStatus(draft.product_id)).toBe(404);
    expect(await publicListIds(`shop_id=${seller.shopId}`)).toEqual([]);
    expect(await publicListIds('searchTerm=Vextrophane')).not.toContain(draft.product_id);
    expect((await api.request('GET', `/verify-product/${serial}`)).status).toBe(404);
    // Buyers cannot put it in a cart either.
    const buyer = await api.createUser();
    expect((await api.request('POST', '/cart/items', { token: buyer.token, body: { product_id: draft.product_id, quantity: 1 } })).status).toBe(404);

    for (const [name, message] of [
      ['publish', 'Only a draft can be published.'],
      ['unpublish', 'Only an active product can be unpublished.'],
      ['archive', 'This product is already archived.'],
    ] as const) {
      const refused = await step(seller.token, draft.product_id, name);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
  });

  it('refuses to unpublish a draft and to publish an active product', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    expect((await step(seller.token, draft.product_id, 'unpublish')).status).toBe(409);
    await step(seller.token, draft.product_id, 'publish');
    expect((await step(seller.token, draft.product_id, 'publish')).status).toBe(409);
  });
});

describe('GET /seller/products', () => {
  it('lists the shop’s own products, filtered by state or stock, searched by name or SKU, in pages', async () => {
    const seller = await sellerWithShop();
    const other = await sellerWithShop();
    await createDraft(other.token, { name: 'Someone else’s piece' });
    const draft = await createDraft(seller.token, { name: 'Draft drum', sku: 'DRUM-1' });
    const active = await createDraft(seller.token, { name: 'Active mask', sku: 'MASK-1' });
    const soldOut = await createDraft(seller.token, { name: 'Sold-out stool', sku: 'STOOL-1', stock: 0 });
    const archived = await createDraft(seller.token, { name: 'Archived shawl', sku: 'SHAWL-1' });
    for (const p of [active, soldOut, archived]) await step(seller.token, p.product_id, 'publish');
    await step(seller.token, archived.product_id, 'archive');

    const ids = async (query: string) => {
      const res = await api.request('GET', `/seller/products?${query}`, { token: seller.token });
      expect(res.status).toBe(200);
      return (res.body.data.data as { product_id: number }[]).map((p) => p.product_id).sort((a, b) => a - b);
    };
    expect(await ids('')).toEqual([draft, active, soldOut, archived].map((p) => p.product_id).sort((a, b) => a - b));
    expect(await ids('status=draft')).toEqual([draft.product_id]);
    expect(await ids('status=active')).toEqual([active.product_id, soldOut.product_id].sort((a, b) => a - b));
    expect(await ids('status=out_of_stock')).toEqual([soldOut.product_id]);
    expect(await ids('status=archived')).toEqual([archived.product_id]);
    expect(await ids('q=mask')).toEqual([active.product_id]);
    expect(await ids('q=drum-1')).toEqual([draft.product_id]);
    expect(await ids('q=100%25')).toEqual([]);

    const page = await api.request('GET', '/seller/products?per_page=3&page=2', { token: seller.token });
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 3, total: 4 });
    expect(page.body.data.data).toHaveLength(1);
  });

  it('answers 422 for an unknown state', async () => {
    const seller = await sellerWithShop();
    const res = await api.request('GET', '/seller/products?status=sold', { token: seller.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('status must be one of: draft, active, archived, out_of_stock');
  });
});

describe('PATCH /seller/products/{id}', () => {
  it('changes only the fields sent; a new division moves the category too', async () => {
    const seller = await sellerWithShop();
    const [, second] = await twoDivisions();
    const draft = await createDraft(seller.token);
    const res = await api.request('PATCH', `/seller/products/${draft.product_id}`, {
      token: seller.token,
      body: { price: 99.99, division_id: second.id, materials: ['raffia'], maker: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated.');
    expect(res.body.data.product).toEqual({
      ...draft,
      updated_at: expect.any(String),
      base_price: 99.99,
      category: expect.objectContaining({ category_id: second.categoryId }),
      categories: expect.any(Array),
      division: expect.objectContaining({ division_id: second.id }),
      provenance: { ...draft.provenance, materials: ['raffia'], maker: null },
    });
  });

  it('changes an active product for buyers at once', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    await step(seller.token, draft.product_id, 'publish');
    await api.request('PATCH', `/seller/products/${draft.product_id}`, { token: seller.token, body: { name: 'Renamed basket', stock: 9 } });
    const shown = (await api.request('GET', `/products/${draft.product_id}`)).body.data.product;
    expect(shown).toMatchObject({ product_name: 'Renamed basket', stock: 9 });
  });

  it('refuses a SKU another product of the shop has, and bad values, changing nothing', async () => {
    const seller = await sellerWithShop();
    await createDraft(seller.token, { sku: 'TAKEN-1' });
    const draft = await createDraft(seller.token, { sku: 'MINE-1' });
    const taken = await api.request('PATCH', `/seller/products/${draft.product_id}`, { token: seller.token, body: { sku: 'TAKEN-1' } });
    expect(taken.status).toBe(409);
    for (const [body, message] of [
      [{}, 'Send at least one field to change.'],
      [{ price: 0 }, 'The price must be more than 0.'],
      [{ stock: 1.5 }, 'The stock must be a whole number.'],
      [{ name: '  ' }, 'The name may not be blank.'],
      [{ division_id: 'one' }, 'division_id must be a whole number.'],
    ] as const) {
      const res = await api.request('PATCH', `/seller/products/${draft.product_id}`, { token: seller.token, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    const after = (await api.request('GET', `/seller/products/${draft.product_id}`, { token: seller.token })).body.data.product;
    expect(after).toEqual(draft);
  });
});

describe('what buyers may do with a seller’s products', () => {
  it('takes no draft into a wishlist or a cart', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    const buyer = await api.createUser();
    expect((await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: draft.product_id } })).status).toBe(404);
    expect((await api.request('POST', '/cart/items', { token: buyer.token, body: { product_id: draft.product_id, quantity: 1 } })).status).toBe(404);
  });

  it('asks for the product_id when an order names by SKU a piece two shops both call so', async () => {
    const first = await sellerWithShop();
    const second = await sellerWithShop();
    for (const seller of [first, second]) {
      const product = await createDraft(seller.token, { sku: 'TWIN-1' });
      await step(seller.token, product.product_id, 'publish');
    }
    const buyer = await api.createUser();
    const twin: TestProduct = { id: 0, name: 'Twin', sku: 'TWIN-1', price: 2450.5, stock: 4 };
    const payload = orderPayload([{ product: twin, quantity: 1 }]);
    delete (payload.line_items[0] as Record<string, unknown>).product_id;
    const res = await api.request('POST', '/shopify/order', { token: buyer.token, body: payload });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('More than one product has the sku "TWIN-1": send its product_id.');
  });
});

describe('DELETE /seller/products/{id}', () => {
  it('deletes a product that was never ordered', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    const res = await api.request('DELETE', `/seller/products/${draft.product_id}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: draft.product_id });
    expect((await api.request('GET', `/seller/products/${draft.product_id}`, { token: seller.token })).status).toBe(404);
  });

  it('refuses to delete a product that was ordered: it is archived instead', async () => {
    const seller = await sellerWithShop();
    const draft = await createDraft(seller.token);
    await step(seller.token, draft.product_id, 'publish');
    const buyer = await api.createUser();
    await createOrder(api, buyer.id, { lines: [{ productId: draft.product_id, name: draft.product_name, price: draft.base_price, quantity: 1 }] });
    const res = await api.request('DELETE', `/seller/products/${draft.product_id}`, { token: seller.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This product has been ordered: archive it instead.');
    expect((await step(seller.token, draft.product_id, 'archive')).status).toBe(200);
  });
});

describe('who may use the seller’s routes', () => {
  it('finds no product of another shop, whatever the route', async () => {
    const owner = await sellerWithShop();
    const stranger = await sellerWithShop();
    const draft = await createDraft(owner.token);
    const calls: [string, string, unknown?][] = [
      ['GET', `/seller/products/${draft.product_id}`],
      ['PATCH', `/seller/products/${draft.product_id}`, { price: 1 }],
      ['POST', `/seller/products/${draft.product_id}/publish`],
      ['POST', `/seller/products/${draft.product_id}/unpublish`],
      ['POST', `/seller/products/${draft.product_id}/archive`],
      ['DELETE', `/seller/products/${draft.product_id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await api.request(method, path, { token: stranger.token, body });
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'Product not found']);
    }
    const list = await api.request('GET', '/seller/products', { token: stranger.token });
    expect(list.body.data.total).toBe(0);
    expect((await api.request('GET', `/seller/products/${draft.product_id}`, { token: owner.token })).body.data.product).toEqual(draft);
  });

  it('answers a buyer 403, a seller without a shop 403 and an anonymous caller 401', async () => {
    const owner = await sellerWithShop();
    const draft = await createDraft(owner.token);
    const buyer = await api.createUser();
    const shopless = await api.createUser({ userType: 'seller' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/seller/products'],
      ['POST', '/seller/products', await validBody()],
      ['GET', `/seller/products/${draft.product_id}`],
      ['PATCH', `/seller/products/${draft.product_id}`, { price: 1 }],
      ['POST', `/seller/products/${draft.product_id}/publish`],
      ['DELETE', `/seller/products/${draft.product_id}`],
    ];
    for (const [method, path, body] of calls) {
      const asBuyer = await api.request(method, path, { token: buyer.token, body });
      expect([path, asBuyer.status, asBuyer.body.message]).toEqual([path, 403, 'This action is not allowed.']);
      const asShopless = await api.request(method, path, { token: shopless.token, body });
      expect([path, asShopless.status, asShopless.body.message]).toEqual([path, 403, 'Your account has no shop yet.']);
      expect((await api.request(method, path, { body })).status).toBe(401);
    }
  });
});
