import { and, asc, eq } from 'drizzle-orm';
import { addresses, products } from '../src/db/schema';
import { expectEachNeedsAToken, testApiForFile } from './harness';
import { someProducts } from './account-fixtures';

const api = testApiForFile();

describe('wishlist', () => {
  it('adds a product once: 201 the first time, 200 after, one entry either way', async () => {
    const buyer = await api.createUser();
    const [p] = await someProducts(api, 1, 10);
    const first = await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: p.id } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Added to your wishlist.');
    const again = await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: p.id } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Already in your wishlist.');
    const list = await api.request('GET', '/wishlist', { token: buyer.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('lists items newest first in the spec’s wishlist shape, with the full product', async () => {
    const buyer = await api.createUser();
    const [a, b] = await someProducts(api, 2, 20);
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: a.id } });
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: b.id } });
    const res = await api.request('GET', '/wishlist', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: any) => i.id)).toEqual([b.id, a.id]);
    const item = res.body.data[0];
    expect(item).toMatchObject({
      id: b.id,
      title: b.name,
      price: b.price,
      artisan: item.product.shop.shop_name,
      rating: item.product.rating_average,
      image: item.product.images[0]?.image_url ?? '',
      stock: item.product.stock,
      in_stock: item.product.stock > 0,
      added_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(item.image).toMatch(new RegExp(`^${api.publicUrl}/media/`));
    expect(item.artisan).toEqual(expect.any(String));
    expect(item.artisan.length).toBeGreaterThan(0);
    expect(item.product).toMatchObject({ product_id: b.id, product_name: b.name, base_price: b.price });

    const ids = await api.request('GET', '/wishlist/ids', { token: buyer.token });
    expect(ids.status).toBe(200);
    expect(ids.body.data).toEqual([b.id, a.id]);
  });

  it('removes an item idempotently: removing it again, or something never added, is a 200 that says so', async () => {
    const buyer = await api.createUser();
    const [p, q] = await someProducts(api, 2, 30);
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: p.id } });
    const del = await api.request('DELETE', `/wishlist/${p.id}`, { token: buyer.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ status: 'success', message: 'Removed from your wishlist.', data: { id: p.id, removed: true } });
    expect((await api.request('GET', '/wishlist/ids', { token: buyer.token })).body.data).toEqual([]);
    for (const id of [p.id, q.id, 999999999]) {
      const again = await api.request('DELETE', `/wishlist/${id}`, { token: buyer.token });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: 'success', message: 'Not in your wishlist.', data: { id, removed: false } });
    }
    // Not an id at all: there is no such record.
    expect((await api.request('DELETE', '/wishlist/abc', { token: buyer.token })).status).toBe(404);
  });

  it('shows an out-of-stock product as unavailable', async () => {
    const buyer = await api.createUser();
    const [soldOut] = await api.db.select({ id: products.id }).from(products).where(eq(products.stock, 0)).orderBy(asc(products.id)).limit(1);
    expect(soldOut).toBeDefined();
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: soldOut.id } });
    const [item] = (await api.request('GET', '/wishlist', { token: buyer.token })).body.data;
    expect(item).toMatchObject({ id: soldOut.id, stock: 0, in_stock: false });
  });

  it('agrees with the account summary’s count as items come and go', async () => {
    const buyer = await api.createUser();
    const [a, b] = await someProducts(api, 2, 50);
    const agree = async (n: number) => {
      const [list, summary] = await Promise.all([
        api.request('GET', '/wishlist', { token: buyer.token }),
        api.request('GET', '/account/summary', { token: buyer.token }),
      ]);
      expect(list.body.data).toHaveLength(n);
      expect(summary.body.data.wishlist).toEqual({ items: n });
    };
    await agree(0);
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: a.id } });
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: a.id } });
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: b.id } });
    await agree(2);
    await api.request('DELETE', `/wishlist/${a.id}`, { token: buyer.token });
    await api.request('DELETE', `/wishlist/${a.id}`, { token: buyer.token });
    await agree(1);
  });

  it('keeps each buyer’s wishlist to themselves', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const [p] = await someProducts(api, 1, 40);
    await api.request('POST', '/wishlist', { token: owner.token, body: { product_id: p.id } });
    expect((await api.request('GET', '/wishlist', { token: other.token })).body.data).toEqual([]);
    const del = await api.request('DELETE', `/wishlist/${p.id}`, { token: other.token });
    expect(del.body.data).toEqual({ id: p.id, removed: false });
    expect((await api.request('GET', '/wishlist/ids', { token: owner.token })).body.data).toEqual([p.id]);
  });

  it.each([[{}], [{ product_id: 'abc' }], [{ product_id: -1 }], [{ product_id: 1.5 }]])('refuses %j with a 422 naming product_id', async (body) => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/wishlist', { token: buyer.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data.product_id).toBeDefined();
  });

  it('answers 404 for an unknown product', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: 999999999 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('needs a valid token on every call', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['GET', '/wishlist/ids'],
      ['POST', '/wishlist'],
      ['DELETE', '/wishlist/1'],
    ]) {
      expect((await api.request(method, url, { body: method === 'POST' ? { product_id: 1 } : undefined })).status).toBe(401);
      expect((await api.request(method, url, { token: 'bad', body: method === 'POST' ? { product_id: 1 } : undefined })).status).toBe(401);
    }
  });
});

describe('address book', () => {
  const home = { name: 'Amina Wanjiru', street: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya', phone: '+254 712 000 001' };
  const office = { name: 'Amina (office)', street: 'Kenyatta Ave 4', city: 'Nairobi', country: 'Kenya', phone: '0712-000-002' };
  const shop = { name: 'Amina (shop)', street: 'Nyali Rd 9', city: 'Mombasa', country: 'Kenya', phone: '0712000003' };

  async function defaults(userId: number) {
    const rows = await api.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    return rows.map((r) => r.id);
  }

  it('makes the first address the default, trims every field, keeps the phone in E.164 and lists it', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/addresses', {
      token: buyer.token,
      body: { ...home, street: '  Moi Avenue 12  ', is_default: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Address added.');
    expect(res.body.data).toMatchObject({ ...home, phone: '+254712000001', is_default: true, id: expect.any(Number) });
    const list = await api.request('GET', '/addresses', { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([res.body.data]);
  });

  it('keeps exactly one default: a new default clears the old one, and so does POST /addresses/{id}/default', async () => {
    const buyer = await api.createUser();
    const a = (await api.request('POST', '/addresses', { token: buyer.token, body: home })).body.data;
    const b = (await api.request('POST', '/addresses', { token: buyer.token, body: office })).body.data;
    expect(b.is_default).toBe(false);
    expect(await defaults(buyer.id)).toEqual([a.id]);

    const c = (await api.request('POST', '/addresses', { token: buyer.token, body: { ...shop, is_default: true } })).body.data;
    expect(c.is_default).toBe(true);
    expect(await defaults(buyer.id)).toEqual([c.id]);

    const res = await api.request('POST', `/addresses/${b.id}/default`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: b.id, is_default: true });
    expect(await defaults(buyer.id)).toEqual([b.id]);
    const list = (await api.request('GET', '/addresses', { token: buyer.token })).body.data;
    expect(list.map((x: any) => [x.id, x.is_default])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
  });

  it('edits an address; is_default false does not leave the book without a default', async () => {
    const buyer = await api.createUser();
    const a = (await api.request('POST', '/addresses', { token: buyer.token, body: home })).body.data;
    const b = (await api.request('POST', '/addresses', { token: buyer.token, body: office })).body.data;
    const res = await api.request('PUT', `/addresses/${a.id}`, { token: buyer.token, body: { ...home, city: ' Kisumu ', is_default: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, city: 'Kisumu', is_default: true });
    const promoted = await api.request('PUT', `/addresses/${b.id}`, { token: buyer.token, body: { ...office, is_default: true } });
    expect(promoted.body.data.is_default).toBe(true);
    expect(await defaults(buyer.id)).toEqual([b.id]);
  });

  it('deleting the default hands the flag to the most recent remaining address', async () => {
    const buyer = await api.createUser();
    const a = (await api.request('POST', '/addresses', { token: buyer.token, body: home })).body.data;
    const b = (await api.request('POST', '/addresses', { token: buyer.token, body: office })).body.data;
    const c = (await api.request('POST', '/addresses', { token: buyer.token, body: shop })).body.data;
    const res = await api.request('DELETE', `/addresses/${a.id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: a.id, default_address_id: c.id });
    expect(await defaults(buyer.id)).toEqual([c.id]);
    const other = await api.request('DELETE', `/addresses/${b.id}`, { token: buyer.token });
    expect(other.body.data).toEqual({ id: b.id, default_address_id: null });
    expect(await defaults(buyer.id)).toEqual([c.id]);
    expect((await api.request('DELETE', `/addresses/${a.id}`, { token: buyer.token })).status).toBe(404);
  });

  it('stays at one default when several are chosen at once', async () => {
    const buyer = await api.createUser();
    const created = [];
    for (const body of [home, office, shop, { ...home, name: 'Cottage' }]) {
      created.push((await api.request('POST', '/addresses', { token: buyer.token, body })).body.data.id as number);
    }
    const results = await Promise.all(created.map((id) => api.request('POST', `/addresses/${id}/default`, { token: buyer.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await defaults(buyer.id)).toHaveLength(1);
  });

  it.each([
    ['name', { ...home, name: '' }],
    ['street', { ...home, street: undefined }],
    ['city', { ...home, city: '   ' }],
    ['country', { ...home, country: 42 }],
    ['phone', { ...home, phone: undefined }],
    ['phone', { ...home, phone: 'call me maybe' }],
    ['phone', { ...home, phone: '12-34' }],
    ['phone', { ...home, phone: '+254 712 000 001 0000 00' }],
    ['name', { ...home, name: 'x'.repeat(121) }],
    ['is_default', { ...home, is_default: 'yes' }],
  ])('refuses a bad %s with a 422 naming it', async (field, body) => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/addresses', { token: buyer.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toBeDefined();
  });

  it('names every missing field at once', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/addresses', { token: buyer.token, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['city', 'country', 'name', 'phone', 'street']);
    expect(res.body.data.name).toEqual(['Name is required.']);
  });

  it('another buyer’s address is not found', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const a = (await api.request('POST', '/addresses', { token: owner.token, body: home })).body.data;
    expect((await api.request('PUT', `/addresses/${a.id}`, { token: other.token, body: office })).status).toBe(404);
    expect((await api.request('POST', `/addresses/${a.id}/default`, { token: other.token })).status).toBe(404);
    expect((await api.request('DELETE', `/addresses/${a.id}`, { token: other.token })).status).toBe(404);
    expect((await api.request('GET', '/addresses', { token: other.token })).body.data).toEqual([]);
    expect((await api.request('GET', '/addresses', { token: owner.token })).body.data[0]).toMatchObject({ ...home, phone: '+254712000001' });
    expect((await api.request('PUT', '/addresses/999999999', { token: owner.token, body: office })).status).toBe(404);
  });

  it('needs a valid token on every call', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/addresses'],
        ['POST', '/addresses'],
        ['PUT', '/addresses/1'],
        ['DELETE', '/addresses/1'],
        ['POST', '/addresses/1/default'],
      ],
      home,
    );
  });
});
