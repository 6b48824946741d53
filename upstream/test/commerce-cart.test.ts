import { summariseCart } from '../../contract/rules/pricing';
import { testApiForFile } from './harness';
import { maxProductId, pickOutOfStockProduct, pickProducts, setStock, type TestProduct } from './commerce-fixtures';

const api = testApiForFile();
let items: TestProduct[];

beforeAll(async () => {
  items = await pickProducts(api.db, 6, { minStock: 5 });
});

const addItem = (token: string, body: unknown) => api.request('POST', '/cart/items', { token, body });

describe('the cart needs a signed-in buyer', () => {
  it.each([
    ['GET', '/cart'],
    ['POST', '/cart/items'],
    ['PATCH', '/cart/items/1'],
    ['DELETE', '/cart/items/1'],
    ['DELETE', '/cart'],
    ['POST', '/cart/merge'],
  ])('%s %s answers 401 without a token', async (method, url) => {
    const body = method === 'GET' ? undefined : { product_id: 1, quantity: 1, items: [] };
    const res = await api.request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: 'Unauthenticated.', data: null });
  });

  it('answers 401 for a made-up token', async () => {
    const res = await api.request('GET', '/cart', { token: 'not-a-real-token' });
    expect(res.status).toBe(401);
  });
});

describe('GET /cart', () => {
  it('starts empty, with an all-zero summary', async () => {
    const { token } = await api.createUser();
    const res = await api.request('GET', '/cart', { token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toEqual({ items: [], summary: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 }, promo: null });
  });
});

describe('POST /cart/items', () => {
  it('adds one of a product by default and answers with the priced cart', async () => {
    const { token } = await api.createUser();
    const [product] = items;
    const res = await addItem(token, { product_id: product.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Item added to cart');
    expect(res.body.data.items).toHaveLength(1);
    const [line] = res.body.data.items;
    expect(line).toMatchObject({ product_id: product.id, quantity: 1, available: true, problem: null });
    expect(line.product).toMatchObject({ product_id: product.id, sku: product.sku, base_price: product.price });
    expect(line.product.images[0].image_url).toMatch(/^http:\/\/api\.test\//);
    expect(res.body.data.summary).toEqual(summariseCart([{ price: product.price, quantity: 1 }]));
  });

  it('adds to the quantity of a product already in the cart', async () => {
    const { token } = await api.createUser();
    const [product] = items;
    await addItem(token, { product_id: product.id, quantity: 1 });
    const res = await addItem(token, { product_id: product.id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 3 })]);
  });

  it('keeps lines in the order they were added and prices them with summariseCart', async () => {
    const { token } = await api.createUser();
    const [a, b, c] = items;
    await addItem(token, { product_id: c.id, quantity: 2 });
    await addItem(token, { product_id: a.id, quantity: 1 });
    const res = await addItem(token, { product_id: b.id, quantity: 3 });
    expect(res.body.data.items.map((l: { product_id: number }) => l.product_id)).toEqual([c.id, a.id, b.id]);
    expect(res.body.data.summary).toEqual(
      summariseCart([
        { price: c.price, quantity: 2 },
        { price: a.price, quantity: 1 },
        { price: b.price, quantity: 3 },
      ]),
    );
  });

  it('refuses more than the stock, saying how many are left', async () => {
    const { token } = await api.createUser();
    const product = items[1];
    const res = await addItem(token, { product_id: product.id, quantity: product.stock + 1 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`Only ${product.stock} left in stock.`);
    expect(res.body.data).toEqual({ quantity: [`Only ${product.stock} left in stock.`] });

    await addItem(token, { product_id: product.id, quantity: product.stock });
    const again = await addItem(token, { product_id: product.id, quantity: 1 });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(`Only ${product.stock} left in stock.`);
    const cart = await api.request('GET', '/cart', { token });
    expect(cart.body.data.items[0].quantity).toBe(product.stock);
  });

  it('answers 409 for a product that is out of stock', async () => {
    const { token } = await api.createUser();
    const soldOut = await pickOutOfStockProduct(api.db);
    const res = await addItem(token, { product_id: soldOut.id, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This product is out of stock.');
  });

  it('answers 404 for a product that does not exist', async () => {
    const { token } = await api.createUser();
    const res = await addItem(token, { product_id: (await maxProductId(api.db)) + 1000, quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'Product not found', data: null });
  });

  it.each([
    ['quantity 0', { quantity: 0 }],
    ['a negative quantity', { quantity: -1 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a quantity that is text', { quantity: 'abc' }],
    ['a quantity of a billion', { quantity: 1e9 }],
    ['a quantity as a numeric string', { quantity: '2' }],
  ])('answers 422 with a field message for %s', async (_label, patch) => {
    const { token } = await api.createUser();
    const res = await addItem(token, { product_id: items[0].id, ...patch });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('quantity must be a whole number from 1 to 100000');
    expect(res.body.data).toEqual({ quantity: ['quantity must be a whole number from 1 to 100000'] });
  });

  it.each([
    ['a missing product_id', {}],
    ['a product_id that is text', { product_id: 'abc' }],
    ['a product_id of 0', { product_id: 0 }],
    ['a fractional product_id', { product_id: 2.5 }],
  ])('answers 422 for %s', async (_label, body) => {
    const { token } = await api.createUser();
    const res = await addItem(token, body);
    expect(res.status).toBe(422);
    expect(res.body.data.product_id[0]).toMatch(/^product_id must be/);
  });

  it('answers 400 when the body is not JSON', async () => {
    const { token } = await api.createUser();
    const res = await api.request('POST', '/cart/items', { token, body: 'product_id=1', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'The request body must be JSON.', data: null });
  });

  it('answers 422 when the body is JSON but not an object', async () => {
    const { token } = await api.createUser();
    const res = await addItem(token, [1, 2]);
    expect(res.status).toBe(422);
  });
});

describe('PATCH /cart/items/{product_id}', () => {
  it('sets the quantity of a line', async () => {
    const { token } = await api.createUser();
    const [product] = items;
    await addItem(token, { product_id: product.id, quantity: 3 });
    const res = await api.request('PATCH', `/cart/items/${product.id}`, { token, body: { quantity: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);
    expect(res.body.data.summary).toEqual(summariseCart([{ price: product.price, quantity: 1 }]));
  });

  it('refuses a quantity above the stock and leaves the line as it was', async () => {
    const { token } = await api.createUser();
    const product = items[2];
    await addItem(token, { product_id: product.id, quantity: 2 });
    const res = await api.request('PATCH', `/cart/items/${product.id}`, { token, body: { quantity: product.stock + 5 } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`Only ${product.stock} left in stock.`);
    const cart = await api.request('GET', '/cart', { token });
    expect(cart.body.data.items[0].quantity).toBe(2);
  });

  it.each([0, -1, 1.5, 'abc'])('answers 422 for quantity %p', async (quantity) => {
    const { token } = await api.createUser();
    await addItem(token, { product_id: items[0].id });
    const res = await api.request('PATCH', `/cart/items/${items[0].id}`, { token, body: { quantity } });
    expect(res.status).toBe(422);
  });

  it('answers 404 for a product that is not in the cart', async () => {
    const { token } = await api.createUser();
    const res = await api.request('PATCH', `/cart/items/${items[0].id}`, { token, body: { quantity: 2 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This product is not in your cart.');
  });

  it('answers 404 for a path that is not a product id', async () => {
    const { token } = await api.createUser();
    const res = await api.request('PATCH', '/cart/items/abc', { token, body: { quantity: 2 } });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /cart/items/{product_id} and DELETE /cart', () => {
  it('removes one line and keeps the others', async () => {
    const { token } = await api.createUser();
    await addItem(token, { product_id: items[0].id });
    await addItem(token, { product_id: items[1].id });
    const res = await api.request('DELETE', `/cart/items/${items[0].id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Item removed from cart');
    expect(res.body.data.items.map((l: { product_id: number }) => l.product_id)).toEqual([items[1].id]);
    // Removing it again (a double click) is not an error.
    const again = await api.request('DELETE', `/cart/items/${items[0].id}`, { token });
    expect(again.status).toBe(200);
  });

  it('empties the whole cart', async () => {
    const { token } = await api.createUser();
    await addItem(token, { product_id: items[0].id });
    await addItem(token, { product_id: items[1].id });
    const res = await api.request('DELETE', '/cart', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data.summary.total).toBe(0);
  });
});

describe('POST /cart/merge', () => {
  it('adds a guest cart to the saved one: sums quantities, caps at stock, skips unknown products', async () => {
    const { token } = await api.createUser();
    const [a, b, c] = items;
    const soldOut = await pickOutOfStockProduct(api.db);
    const unknownId = (await maxProductId(api.db)) + 1000;
    await addItem(token, { product_id: a.id, quantity: 1 });
    await addItem(token, { product_id: b.id, quantity: 2 });

    const res = await api.request('POST', '/cart/merge', {
      token,
      body: {
        items: [
          { product_id: a.id, quantity: 2 },
          { product_id: b.id, quantity: b.stock },
          { product_id: c.id, quantity: 1 },
          { product_id: unknownId, quantity: 1 },
          { product_id: soldOut.id, quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cart merged');
    const quantities = Object.fromEntries(res.body.data.items.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]));
    expect(quantities).toEqual({ [a.id]: 3, [b.id]: b.stock, [c.id]: 1 });
    expect(res.body.data.skipped.sort()).toEqual([unknownId, soldOut.id].sort());
    expect(res.body.data.limited).toEqual([b.id]);
    expect(res.body.data.summary).toEqual(
      summariseCart([
        { price: a.price, quantity: 3 },
        { price: b.price, quantity: b.stock },
        { price: c.price, quantity: 1 },
      ]),
    );
  });

  it('accepts an empty guest cart', async () => {
    const { token } = await api.createUser();
    const res = await api.request('POST', '/cart/merge', { token, body: { items: [] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], skipped: [], limited: [] });
  });

  it('refuses more than 100 lines', async () => {
    const { token } = await api.createUser();
    const lines = Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    const res = await api.request('POST', '/cart/merge', { token, body: { items: lines } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('items can hold at most 100 lines');
  });

  it.each([
    ['no items', {}],
    ['items that are not a list', { items: 'abc' }],
    ['a line with quantity 0', { items: [{ product_id: 1, quantity: 0 }] }],
    ['a line without product_id', { items: [{ quantity: 1 }] }],
  ])('answers 422 for %s', async (_label, body) => {
    const { token } = await api.createUser();
    const res = await api.request('POST', '/cart/merge', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
  });
});

describe('stock that changes after a product was added', () => {
  it('flags the line and leaves it out of the summary', async () => {
    const { token } = await api.createUser();
    const [, , , d, e, f] = items;
    await addItem(token, { product_id: d.id, quantity: 3 });
    await addItem(token, { product_id: e.id, quantity: 1 });
    await addItem(token, { product_id: f.id, quantity: 2 });
    await setStock(api.db, d.id, 2);
    await setStock(api.db, e.id, 0);

    const res = await api.request('GET', '/cart', { token });
    const byId = Object.fromEntries(res.body.data.items.map((l: { product_id: number }) => [l.product_id, l]));
    expect(byId[d.id]).toMatchObject({ available: false, problem: 'insufficient_stock' });
    expect(byId[e.id]).toMatchObject({ available: false, problem: 'out_of_stock' });
    expect(byId[f.id]).toMatchObject({ available: true, problem: null });
    expect(res.body.data.summary).toEqual(summariseCart([{ price: f.price, quantity: 2 }]));

    await setStock(api.db, d.id, d.stock);
    await setStock(api.db, e.id, e.stock);
  });
});

describe("one buyer's cart is theirs alone", () => {
  it('does not show or change another buyer’s lines', async () => {
    const first = await api.createUser();
    const second = await api.createUser();
    await addItem(first.token, { product_id: items[0].id, quantity: 2 });
    await api.request('DELETE', '/cart', { token: second.token });
    await api.request('DELETE', `/cart/items/${items[0].id}`, { token: second.token });

    expect((await api.request('GET', '/cart', { token: second.token })).body.data.items).toEqual([]);
    const mine = await api.request('GET', '/cart', { token: first.token });
    expect(mine.body.data.items).toEqual([expect.objectContaining({ product_id: items[0].id, quantity: 2 })]);
  });
});
