import { count, eq } from 'drizzle-orm';
import { buildOrderPayload } from '../../lib/cart/order-payload';
import { summariseCart } from '../../contract/rules/pricing';
import { idempotencyKeys, invoices, orderItems, orders, payments, transactions } from '../src/db/schema';
import { testApiForFile } from './harness';
import { maxProductId, orderPayload, pickOutOfStockProduct, pickProducts, readProduct, type TestProduct } from './commerce-fixtures';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  // Plenty in stock, so that orders from different tests never run a product out.
  stocked = await pickProducts(api.db, 12, { minStock: 20 });
});

const placeOrder = (token: string, body: unknown, headers: Record<string, string> = {}) => api.request('POST', '/shopify/order', { token, body, headers });

async function countOrders(userId: number): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row.n;
}

describe('POST /shopify/order', () => {
  it('answers 401 without a token', async () => {
    const res = await placeOrder('', orderPayload([{ product: stocked[0], quantity: 1 }]));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });

  it('charges the database price, whatever price the payload claims', async () => {
    const { token } = await api.createUser();
    const [a, b] = stocked;
    const res = await placeOrder(
      token,
      orderPayload([
        { product: a, quantity: 2, price: '1.00' },
        { product: b, quantity: 1, price: '1.00' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Order placed successfully!');
    const { order } = res.body.data;
    const expected = summariseCart([
      { price: a.price, quantity: 2 },
      { price: b.price, quantity: 1 },
    ]);
    expect(order.items).toEqual([
      expect.objectContaining({ product_id: a.id, sku: a.sku, name: a.name, quantity: 2, unit_price: a.price }),
      expect.objectContaining({ product_id: b.id, sku: b.sku, name: b.name, quantity: 1, unit_price: b.price }),
    ]);
    expect(order.items[0].line_total).toBeCloseTo(a.price * 2, 2);
    // The payload's 10.00 shipping line and total_price are ignored: the cart's rules apply.
    expect({
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total_amount,
    }).toEqual(expected);
    expect(order.shipping).toBe(350);
    expect(order.currency).toBe('KES');
  });

  it('answers the order detail: server number, Pending status, buyer, address, unpaid with its hold, and a Pending invoice', async () => {
    const user = await api.createUser({ name: 'Wanjiku Kamau' });
    const payload = orderPayload([{ product: stocked[2], quantity: 1 }], { order_number: 1001 });
    const res = await placeOrder(user.token, payload);
    expect(res.status).toBe(201);
    const { order } = res.body.data;
    // The payload says financial_status 'paid' by visa: the client's word changes nothing.
    expect(order).toMatchObject({
      order_status: 'Pending',
      financial_status: 'pending',
      can_pay: true,
      buyer: { name: 'Wanjiku Kamau', email: user.email },
      shipping_address: expect.objectContaining({ address1: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya' }),
      payment: null,
      invoice: { invoice_number: expect.stringMatching(/^INV-\d{4}-\d{6,}$/), status: 'Pending' },
    });
    // Its stock is held for 30 minutes.
    const holdMs = Date.parse(order.payment_due_at) - Date.parse(order.created_at);
    expect(holdMs).toBe(30 * 60_000);
    expect(order.order_number).toMatch(/^ORD-\d{4}-\d{6,}$/);
    expect(order.order_number).not.toContain('1001');
    expect(Number.isNaN(Date.parse(order.created_at))).toBe(false);
    expect(order.items[0].image_url).toMatch(/^http:\/\/api\.test\//);

    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row.externalId).toBe(String(payload.id));
    expect(row.userId).toBe(user.id);
  });

  it('takes the ordered quantities out of stock', async () => {
    const { token } = await api.createUser();
    const product = stocked[3];
    const before = await readProduct(api.db, product.id);
    const res = await placeOrder(token, orderPayload([{ product, quantity: 3 }]));
    expect(res.status).toBe(201);
    expect((await readProduct(api.db, product.id)).stock).toBe(before.stock - 3);
  });

  it('adds up repeated lines for the same product into one order line', async () => {
    const { token } = await api.createUser();
    const product = stocked[4];
    const res = await placeOrder(
      token,
      orderPayload([
        { product, quantity: 1 },
        { product, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.order.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 3 })]);
  });

  it('records the order with a Pending invoice and no payment or transaction until the buyer pays', async () => {
    const user = await api.createUser();
    const res = await placeOrder(user.token, orderPayload([{ product: stocked[5], quantity: 1 }]));
    const { order } = res.body.data;

    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
    expect(await api.db.select().from(transactions).where(eq(transactions.orderId, order.order_id))).toEqual([]);

    const [orderRow] = await api.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(orderRow).toMatchObject({ financialStatus: 'pending', paymentGateway: null });

    const invoiceRows = await api.db.select().from(invoices).where(eq(invoices.orderId, order.order_id));
    expect(invoiceRows).toHaveLength(1);
    expect(invoiceRows[0]).toMatchObject({ userId: user.id, amount: order.total_amount, status: 'Pending' });

    const itemRows = await api.db.select().from(orderItems).where(eq(orderItems.orderId, order.order_id));
    expect(itemRows).toHaveLength(1);
  });

  it.each(['paid', 'pending', 'authorized'])("records an order sent as financial_status '%s' as unpaid all the same", async (financialStatus) => {
    const { token } = await api.createUser();
    const res = await placeOrder(
      token,
      orderPayload([{ product: stocked[5], quantity: 1 }], { financial_status: financialStatus, payment_gateway_names: ['mpesa'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({
      order_status: 'Pending',
      financial_status: 'pending',
      payment: null,
      invoice: { status: 'Pending' },
    });
  });

  it('gives every order its own number', async () => {
    const { token } = await api.createUser();
    const first = await placeOrder(token, orderPayload([{ product: stocked[6], quantity: 1 }]));
    const second = await placeOrder(token, orderPayload([{ product: stocked[6], quantity: 1 }]));
    expect(first.body.data.order.order_number).not.toBe(second.body.data.order.order_number);
  });

  it('finds a product by sku when the line has no product_id', async () => {
    const { token } = await api.createUser();
    const product = stocked[7];
    const payload = orderPayload([{ product, quantity: 1 }]);
    delete (payload.line_items[0] as Record<string, unknown>).product_id;
    const res = await placeOrder(token, payload);
    expect(res.status).toBe(201);
    expect(res.body.data.order.items[0]).toMatchObject({ product_id: product.id, unit_price: product.price });
  });

  it('removes the ordered products from the buyer’s cart and keeps the rest', async () => {
    const { token } = await api.createUser();
    const [ordered, kept] = [stocked[8], stocked[9]];
    await api.request('POST', '/cart/items', { token, body: { product_id: ordered.id, quantity: 1 } });
    await api.request('POST', '/cart/items', { token, body: { product_id: kept.id, quantity: 1 } });
    const res = await placeOrder(token, orderPayload([{ product: ordered, quantity: 1 }]));
    expect(res.status).toBe(201);
    const cart = await api.request('GET', '/cart', { token });
    expect(cart.body.data.items.map((l: { product_id: number }) => l.product_id)).toEqual([kept.id]);
  });

  describe('stock', () => {
    it('answers 409 naming the product when there is not enough, and changes nothing', async () => {
      const user = await api.createUser();
      const product = stocked[10];
      const before = await readProduct(api.db, product.id);
      const otherBefore = await readProduct(api.db, stocked[11].id);
      const res = await placeOrder(
        user.token,
        orderPayload([
          { product: stocked[11], quantity: 1 },
          { product, quantity: before.stock + 1 },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Only ${before.stock} of "${product.name}" left in stock.`);
      expect(res.body.data).toEqual({ 'line_items.1.quantity': [res.body.message] });
      expect((await readProduct(api.db, product.id)).stock).toBe(before.stock);
      expect((await readProduct(api.db, stocked[11].id)).stock).toBe(otherBefore.stock);
      expect(await countOrders(user.id)).toBe(0);
    });

    it('answers 409 for a product that is out of stock', async () => {
      const { token } = await api.createUser();
      const soldOut = await pickOutOfStockProduct(api.db);
      const res = await placeOrder(token, orderPayload([{ product: soldOut, quantity: 1 }]));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`"${soldOut.name}" is out of stock.`);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer for the same key and body, and makes one order', async () => {
      const user = await api.createUser();
      const payload = orderPayload([{ product: stocked[0], quantity: 1 }]);
      const headers = { 'Idempotency-Key': 'checkout-sequential-1' };
      const first = await placeOrder(user.token, payload, headers);
      const second = await placeOrder(user.token, payload, headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await countOrders(user.id)).toBe(1);
    });

    it('treats the same body with its keys in another order as the same request', async () => {
      const user = await api.createUser();
      const payload = orderPayload([{ product: stocked[1], quantity: 1 }]);
      const reordered = Object.fromEntries(Object.entries(payload).reverse());
      const headers = { 'Idempotency-Key': 'checkout-reordered' };
      const first = await placeOrder(user.token, payload, headers);
      const second = await placeOrder(user.token, reordered, headers);
      expect(second.status).toBe(201);
      expect(second.body.data.order.order_id).toBe(first.body.data.order.order_id);
      expect(await countOrders(user.id)).toBe(1);
    });

    it('makes one order from two identical requests sent at the same time', async () => {
      const user = await api.createUser();
      const product = stocked[2];
      const before = await readProduct(api.db, product.id);
      const payload = orderPayload([{ product, quantity: 2 }]);
      const headers = { 'Idempotency-Key': 'checkout-concurrent-1' };
      const [a, b] = await Promise.all([placeOrder(user.token, payload, headers), placeOrder(user.token, payload, headers)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data.order.order_id).toBe(b.body.data.order.order_id);
      expect(b.body).toEqual(a.body);
      expect(await countOrders(user.id)).toBe(1);
      expect((await readProduct(api.db, product.id)).stock).toBe(before.stock - 2);
      const [keys] = await api.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
      expect(keys.n).toBe(1);
    });

    it('makes two orders from two submits without a key (the key is what prevents it)', async () => {
      const user = await api.createUser();
      const payload = orderPayload([{ product: stocked[3], quantity: 1 }]);
      await placeOrder(user.token, payload);
      await placeOrder(user.token, payload);
      expect(await countOrders(user.id)).toBe(2);
    });

    it('answers 409 when the same key comes with a different body', async () => {
      const user = await api.createUser();
      const headers = { 'Idempotency-Key': 'checkout-reused' };
      const first = await placeOrder(user.token, orderPayload([{ product: stocked[4], quantity: 1 }]), headers);
      expect(first.status).toBe(201);
      const second = await placeOrder(user.token, orderPayload([{ product: stocked[4], quantity: 2 }]), headers);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ status: 'error', message: 'Idempotency-Key reused with a different request.', data: null });
      expect(await countOrders(user.id)).toBe(1);
    });

    it('keeps keys per user: another buyer may use the same key', async () => {
      const first = await api.createUser();
      const second = await api.createUser();
      const payload = orderPayload([{ product: stocked[5], quantity: 1 }]);
      const headers = { 'Idempotency-Key': 'shared-key' };
      const a = await placeOrder(first.token, payload, headers);
      const b = await placeOrder(second.token, payload, headers);
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.body.data.order.order_id).not.toBe(a.body.data.order.order_id);
      expect(b.body.data.order.buyer.email).toBe(second.email);
    });

    it('does not keep a failed attempt: the same key may be retried', async () => {
      const user = await api.createUser();
      const headers = { 'Idempotency-Key': 'retry-after-failure' };
      const payload = orderPayload([{ product: stocked[6], quantity: 1 }]);
      const unknown = { ...stocked[6], id: (await maxProductId(api.db)) + 1000 };
      const failed = await placeOrder(user.token, orderPayload([{ product: unknown, quantity: 1 }]), headers);
      expect(failed.status).toBe(422);
      const ok = await placeOrder(user.token, payload, headers);
      expect(ok.status).toBe(201);
    });

    it('answers a placed checkout again by its key, for a retry that finds the cart empty; only to its buyer', async () => {
      const user = await api.createUser();
      const other = await api.createUser();
      const headers = { 'Idempotency-Key': 'lookup-after-success' };
      const placed = await placeOrder(user.token, orderPayload([{ product: stocked[5], quantity: 1 }]), headers);
      expect(placed.status).toBe(201);
      const found = await api.request('GET', '/orders/by-idempotency-key/lookup-after-success', { token: user.token });
      expect(found.status).toBe(200);
      expect(found.body).toEqual(placed.body);
      expect((await api.request('GET', '/orders/by-idempotency-key/lookup-after-success', { token: other.token })).status).toBe(404);
      expect((await api.request('GET', '/orders/by-idempotency-key/never-used', { token: user.token })).status).toBe(404);
      expect((await api.request('GET', '/orders/by-idempotency-key/lookup-after-success')).status).toBe(401);
    });

    it('answers 422 for a key longer than 200 characters', async () => {
      const { token } = await api.createUser();
      const res = await placeOrder(token, orderPayload([{ product: stocked[0], quantity: 1 }]), { 'Idempotency-Key': 'k'.repeat(201) });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Idempotency-Key must be 1 to 200 characters.');
    });
  });

  describe('input errors are 4xx with a clear message, never 500', () => {
    const line = () => ({ product: stocked[0], quantity: 1 });
    const withLine = (patch: Record<string, unknown>) => {
      const payload = orderPayload([line()]);
      return { ...payload, line_items: [{ ...payload.line_items[0], ...patch }] };
    };
    const without = (field: string) => {
      const payload: Record<string, unknown> = orderPayload([line()]);
      delete payload[field];
      return payload;
    };

    it.each([
      ['quantity 0', () => withLine({ quantity: 0 }), 'line_items.0.quantity', 'quantity must be a whole number from 1 to 100000'],
      ['quantity -1', () => withLine({ quantity: -1 }), 'line_items.0.quantity', 'quantity must be a whole number from 1 to 100000'],
      ['quantity 1.5', () => withLine({ quantity: 1.5 }), 'line_items.0.quantity', 'quantity must be a whole number from 1 to 100000'],
      ["quantity 'abc'", () => withLine({ quantity: 'abc' }), 'line_items.0.quantity', 'quantity must be a whole number from 1 to 100000'],
      ['quantity 10^9', () => withLine({ quantity: 1e9 }), 'line_items.0.quantity', 'quantity must be a whole number from 1 to 100000'],
      [
        'a price with one decimal',
        () => withLine({ price: '12.5' }),
        'line_items.0.price',
        'line item price must be an amount with 2 decimals, like "1250.00"',
      ],
      ['a price as a number', () => withLine({ price: 12 }), 'line_items.0.price', 'line item price must be an amount with 2 decimals, like "1250.00"'],
      ['a line without a name', () => withLine({ name: '' }), 'line_items.0.name', 'line item name is required'],
      [
        'a line without product_id or sku',
        () => withLine({ product_id: null, sku: '' }),
        'line_items.0.product_id',
        'each line item needs a product_id or a sku',
      ],
      ['currency USD', () => ({ ...orderPayload([line()]), currency: 'USD' }), 'currency', 'currency must be KES'],
      ['no currency', () => without('currency'), 'currency', 'currency is required'],
      ['no id', () => without('id'), 'id', 'id is required'],
      ['an id that is an object', () => ({ ...orderPayload([line()]), id: { a: 1 } }), 'id', 'id must be text or a whole number'],
      ['no customer', () => without('customer'), 'customer', 'customer is required'],
      ['no line items', () => without('line_items'), 'line_items', 'line_items is required'],
      ['an empty list of line items', () => ({ ...orderPayload([line()]), line_items: [] }), 'line_items', 'line_items must hold at least one item'],
      ['no shipping address', () => without('shipping_address'), 'shipping_address', 'shipping_address is required'],
      [
        'an unknown financial status',
        () => ({ ...orderPayload([line()]), financial_status: 'stolen' }),
        'financial_status',
        'financial_status must be one of paid, pending, authorized',
      ],
      ['a customer without email', () => ({ ...orderPayload([line()]), customer: { first_name: 'A' } }), 'customer.email', 'customer.email is required'],
      [
        'a shipping address without a city',
        () => ({ ...orderPayload([line()]), shipping_address: { name: 'A', address1: 'x', country: 'Kenya' } }),
        'shipping_address.city',
        'shipping_address.city is required',
      ],
      [
        'a shipping address without any name',
        () => ({ ...orderPayload([line()]), shipping_address: { address1: 'x', city: 'Nairobi', country: 'Kenya' } }),
        'shipping_address.name',
        'shipping_address needs a name (name, or first_name and last_name)',
      ],
    ])('answers 422 for %s', async (_label, build, field, message) => {
      const { token } = await api.createUser();
      const res = await placeOrder(token, build());
      expect(res.status).toBe(422);
      expect(res.body.status).toBe('error');
      expect(res.body.data[field]).toContain(message);
    });

    it('answers 422 saying the order is too large when its total passes what an order can hold, and writes nothing', async () => {
      const user = await api.createUser();
      const admin = await api.createUser({ userType: 'admin' });
      // The most a product may cost and more stock than one line may ask for: both allowed.
      const product = (await pickProducts(api.db, 1, { skip: 30 }))[0];
      const priced = await api.request('PATCH', `/products/${product.id}`, { token: admin.token, body: { price: 10_000_000, stock: 100_000 } });
      expect(priced.status).toBe(200);
      const total = summariseCart([{ price: 10_000_000, quantity: 100_000 }]).total;
      expect(total).toBe(1_080_000_000_026);
      const message =
        'This order comes to Ksh 1,080,000,000,026, more than the Ksh 9,999,999,999.99 one order can hold. Please order fewer pieces, or split it into several orders.';
      // A client that sends a small total_price (its figure is ignored) met the overflow as a 500.
      const small = await placeOrder(user.token, orderPayload([{ product: { ...product, price: 10_000_000 }, quantity: 100_000 }]));
      expect({ status: small.status, body: small.body }).toEqual({ status: 422, body: { status: 'error', message, data: { line_items: [message] } } });
      // What the storefront's checkout sends: its real 13-digit totals must not be the reason given.
      const { payload } = buildOrderPayload({
        ids: { orderId: 1, lineIds: [1] },
        buyer: { id: user.id, firstName: 'Amina', lastName: 'Wanjiru', email: user.email, phone: null },
        address: { name: 'Amina Wanjiru', street: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya', phone: '+254712000001' },
        lines: [{ productId: product.id, title: product.name, sku: product.sku, price: 10_000_000, quantity: 100_000 }],
      });
      const res = await placeOrder(user.token, payload);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect((await readProduct(api.db, product.id)).stock).toBe(100_000);
      expect(await countOrders(user.id)).toBe(0);
      // One piece fits.
      const one = await placeOrder(user.token, orderPayload([{ product: { ...product, price: 10_000_000 }, quantity: 1 }]));
      expect(one.status).toBe(201);
      expect(one.body.data.order.total_amount).toBe(summariseCart([{ price: 10_000_000, quantity: 1 }]).total);
    });

    it('answers 422 for 101 line items', async () => {
      const { token } = await api.createUser();
      const lines = Array.from({ length: 101 }, () => line());
      const res = await placeOrder(token, orderPayload(lines));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('line_items can hold at most 100 items');
    });

    it('answers 422 naming a product that does not exist', async () => {
      const { token } = await api.createUser();
      const missing = (await maxProductId(api.db)) + 1000;
      const res = await placeOrder(token, orderPayload([line(), { product: { ...stocked[0], id: missing }, quantity: 1 }]));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`No product has the id ${missing}.`);
      expect(res.body.data).toEqual({ 'line_items.1.product_id': [`No product has the id ${missing}.`] });
    });

    it('answers 422 for a sku that does not exist', async () => {
      const { token } = await api.createUser();
      const res = await placeOrder(token, withLine({ product_id: null, sku: 'NO-SUCH-SKU' }));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('No product has the sku "NO-SUCH-SKU".');
    });

    it('answers 400 when the body is not JSON', async () => {
      const { token } = await api.createUser();
      const res = await api.request('POST', '/shopify/order', { token, body: '{"id": 1,', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body must be JSON.');
    });

    it.each([['null'], ['[]'], ['"order"'], ['42']])('answers 422 for the JSON value %s', async (raw) => {
      const { token } = await api.createUser();
      const res = await api.request('POST', '/shopify/order', { token, body: raw });
      expect(res.status).toBe(422);
    });

    it('answers 413 for a body over 512 KB', async () => {
      const { token } = await api.createUser();
      const res = await placeOrder(token, { ...orderPayload([line()]), note: 'x'.repeat(600 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body.status).toBe('error');
    });
  });
});

describe('GET /orders/{id}', () => {
  it('shows the buyer their order and answers 404 to anyone else', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const placed = await placeOrder(owner.token, orderPayload([{ product: stocked[7], quantity: 1 }]));
    const id = placed.body.data.order.order_id;

    const mine = await api.request('GET', `/orders/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.order).toEqual(placed.body.data.order);

    const theirs = await api.request('GET', `/orders/${id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ status: 'error', message: 'Order not found', data: null });

    expect((await api.request('GET', `/orders/${id}`)).status).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const { token } = await api.createUser();
    const res = await api.request('GET', `/orders/${id}`, { token });
    expect(res.status).toBe(404);
  });
});

describe('GET /orders/track/{order_number}', () => {
  it('finds the buyer’s order by number, trimmed and in any case, with tracking steps', async () => {
    const { token } = await api.createUser();
    const placed = await placeOrder(token, orderPayload([{ product: stocked[8], quantity: 1 }]));
    const number: string = placed.body.data.order.order_number;

    const res = await api.request('GET', `/orders/track/${encodeURIComponent(`  ${number.toLowerCase()} `)}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toEqual(placed.body.data.order);
    expect(res.body.data.tracking).toEqual({
      status: 'Pending',
      steps: [
        { label: 'Pending', done: true, date: placed.body.data.order.created_at },
        { label: 'Shipped', done: false, date: null },
        { label: 'Delivered', done: false, date: null },
      ],
    });
  });

  it("answers 404 with the spec's message for an unknown number or another buyer's order", async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const placed = await placeOrder(owner.token, orderPayload([{ product: stocked[9], quantity: 1 }]));
    const number = placed.body.data.order.order_number;
    for (const [token, value] of [
      [other.token, number],
      [owner.token, 'ORD-0000-000000'],
      [owner.token, 'x'.repeat(300)],
    ]) {
      const res = await api.request('GET', `/orders/track/${encodeURIComponent(value)}`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found. Please check your order number.');
    }
  });

  it('asks for a number when only spaces are given', async () => {
    const { token } = await api.createUser();
    const res = await api.request('GET', '/orders/track/%20%20', { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please enter your order number.');
  });
});
