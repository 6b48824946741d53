/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/checkout/route';
import { summariseCart } from '@/contract/rules/pricing';
import { API, apiCart, call, envelope, signedIn } from './cart/helpers';
import { UNAUTHENTICATED } from './auth/helpers';
import { apiUser } from '@/__tests__/support/api-user';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const KEY = '4f9c2a1e-7b3d-4c8e-9a2f-0d1e2f3a4b5c';
const profile = apiUser({ country: 'Kenya', town: 'Nairobi' });
const address = {
  id: 3,
  name: 'Amina Wanjiru',
  street: '12 Moi Avenue',
  city: 'Nairobi',
  country: 'Kenya',
  phone: '+254 712 345678',
  is_default: true,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};
const placedOrder = (id = 51, number = 'ORD-2026-000051', total = 3100) => ({
  order: {
    order_id: id,
    order_number: number,
    order_status: 'Pending',
    financial_status: 'pending',
    created_at: '2026-03-01T10:00:00.000Z',
    buyer: { name: 'Amina Wanjiru', email: 'amina@example.com' },
    items: [],
    subtotal: 2500,
    discount: 0,
    shipping: 350,
    tax: 200,
    total_amount: total,
    currency: 'KES',
    shipping_address: null,
    payment: null,
    invoice: null,
  },
});

function mockBuyer() {
  nock(API).get('/user/profile').matchHeader('authorization', 'Bearer api-bearer-token').reply(200, envelope('Profile loaded.', profile));
  nock(API)
    .get('/addresses')
    .matchHeader('authorization', 'Bearer api-bearer-token')
    .reply(200, envelope('ok', [address]));
}

/** The buyer's cart at the API, read once by the checkout. */
function mockCart(lines: { id: number; quantity: number; price?: number; stock?: number; name?: string }[] = [{ id: 42, quantity: 2 }]) {
  return nock(API)
    .get('/cart')
    .matchHeader('authorization', 'Bearer api-bearer-token')
    .reply(200, envelope('ok', apiCart(lines)));
}

const checkout = (body: unknown = { addressId: 3, idempotencyKey: KEY }) => POST(call('POST', '/api/checkout', { body }));

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(signedIn);

/** What the handler answers for the API's placed order 51. */
const PLACED_ANSWER = { message: 'Order placed successfully!', order: { id: 51, number: 'ORD-2026-000051', total: 3100, walletAvailable: 0 } };

describe('POST /api/checkout', () => {
  it('answers 401 when nobody is signed in', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await checkout();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to check out.' });
  });

  it('refuses a request from another site', async () => {
    const response = await POST(call('POST', '/api/checkout', { body: { addressId: 3, idempotencyKey: KEY }, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it.each([
    [{ idempotencyKey: KEY }, 'Please choose a delivery address.'],
    [{ addressId: 3 }, 'Please reload the page and try again.'],
    [{ addressId: 3, idempotencyKey: 'short' }, 'Please reload the page and try again.'],
  ])('answers 422 for %p', async (body, message) => {
    const response = await checkout(body);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(message);
  });

  it('answers 422 for an empty cart at the API, when no order was placed with the key', async () => {
    mockBuyer();
    mockCart([]);
    nock(API)
      .get(`/orders/by-idempotency-key/${KEY}`)
      .reply(404, envelope('Order not found', null, 'error'));
    const response = await checkout();
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Your cart is empty.' });
  });

  it('answers a retry whose first try already placed the order (the cart is empty now) with that order', async () => {
    mockBuyer();
    mockCart([]);
    nock(API).get(`/orders/by-idempotency-key/${KEY}`).reply(200, envelope('Order placed successfully!', placedOrder()));
    const response = await checkout();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(PLACED_ANSWER);
  });

  it('builds the order on the server, re-priced from the API, and sends the Idempotency-Key', async () => {
    mockBuyer();
    mockCart([
      { id: 42, quantity: 2, price: 1250, name: 'Kiondo basket' },
      { id: 9, quantity: 1, price: 899.5, name: 'Beaded collar' },
    ]);
    let sent: Record<string, any> | null = null;
    const order = nock(API)
      .post('/shopify/order', (body) => {
        sent = body;
        return true;
      })
      .matchHeader('idempotency-key', KEY)
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(201, envelope('Order placed successfully!', placedOrder()));

    const response = await checkout();

    expect(order.isDone()).toBe(true);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(PLACED_ANSWER);

    const body = sent!;
    const expected = summariseCart([
      { price: 1250, quantity: 2 },
      { price: 899.5, quantity: 1 },
    ]);
    expect(body.line_items).toEqual([
      { id: expect.any(Number), product_id: 42, name: 'Kiondo basket', quantity: 2, price: '1250.00', sku: 'SKU-42', taxable: true },
      { id: expect.any(Number), product_id: 9, name: 'Beaded collar', quantity: 1, price: '899.50', sku: 'SKU-9', taxable: true },
    ]);
    expect(body).toMatchObject({
      financial_status: 'pending',
      currency: 'KES',
      total_price: expected.total.toFixed(2),
      total_tax: expected.tax.toFixed(2),
      total_discount: expected.discount.toFixed(2),
      shipping_lines: [{ title: 'Standard shipping', price: '350.00' }],
      payment_gateway_names: ['visa'],
      test: true,
      customer: { id: 7, first_name: 'Amina', last_name: 'Wanjiru', email: 'amina@example.com', phone: '+254712345678' },
      shipping_address: { name: 'Amina Wanjiru', address1: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya', phone: '+254 712 345678' },
    });
    expect(JSON.stringify(body.shipping_address)).not.toContain('@');
    expect(typeof body.id).toBe('number');
  });

  it('sends the very same order twice for a double submit, so the API’s key makes it one order', async () => {
    const bodies: unknown[] = [];
    const keys: string[] = [];
    nock(API).get('/user/profile').times(2).reply(200, envelope('ok', profile));
    nock(API)
      .get('/addresses')
      .times(2)
      .reply(200, envelope('ok', [address]));
    nock(API)
      .get('/cart')
      .times(2)
      .reply(200, envelope('ok', apiCart([{ id: 42, quantity: 2 }])));
    nock(API)
      .post('/shopify/order')
      .times(2)
      .reply(function (_uri, body) {
        bodies.push(body);
        keys.push(String(this.req.headers['idempotency-key']));
        // The API replays its first answer for the same key and body.
        return [201, envelope('Order placed successfully!', placedOrder())];
      });

    const send = () => checkout();
    const [first, second] = await Promise.all([send(), send()]);

    expect(keys).toEqual([KEY, KEY]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(await first.json()).toEqual(await second.json());
  });

  it('orders only the lines that can be bought (the flagged ones stay in the API’s cart)', async () => {
    mockBuyer();
    mockCart([
      { id: 42, quantity: 1 },
      { id: 8, quantity: 1, stock: 0 },
    ]);
    let sent: Record<string, any> | null = null;
    nock(API)
      .post('/shopify/order', (body) => {
        sent = body;
        return true;
      })
      .reply(201, envelope('ok', placedOrder()));

    const response = await checkout();

    expect(response.status).toBe(201);
    expect(sent!.line_items.map((l: { product_id: number }) => l.product_id)).toEqual([42]);
  });

  it('answers 409 when nothing in the cart can be ordered right now', async () => {
    mockBuyer();
    mockCart([{ id: 8, quantity: 1, stock: 0 }]);
    nock(API)
      .get(`/orders/by-idempotency-key/${KEY}`)
      .reply(404, envelope('Order not found', null, 'error'));
    const response = await checkout();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'None of the items in your cart can be ordered right now.' });
  });

  it('refuses an address that is not one of the buyer’s', async () => {
    mockBuyer();
    mockCart();
    const response = await checkout({ addressId: 99, idempotencyKey: KEY });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Please choose a delivery address.', fieldErrors: { addressId: 'Please choose a delivery address.' } });
  });

  it('shows the API’s message (stock taken meanwhile)', async () => {
    mockBuyer();
    mockCart();
    nock(API)
      .post('/shopify/order')
      .reply(409, envelope('Only 1 of "Product 42" left in stock.', null, 'error'));
    const response = await checkout();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Only 1 of "Product 42" left in stock.' });
  });

  it('shows the API’s message for an order larger than one order can hold, with the real totals sent', async () => {
    mockBuyer();
    mockCart([{ id: 42, quantity: 100_000, price: 10_000_000, stock: 1_000_000 }]);
    const tooLarge =
      'This order comes to Ksh 1,080,000,000,026, more than the Ksh 9,999,999,999.99 one order can hold. Please order fewer pieces, or split it into several orders.';
    let sent: Record<string, any> | null = null;
    nock(API)
      .post('/shopify/order', (body) => {
        sent = body;
        return true;
      })
      .reply(422, envelope(tooLarge, { line_items: [tooLarge] }, 'error'));
    const response = await checkout();
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(tooLarge);
    expect(sent!.total_price).toBe(summariseCart([{ price: 10_000_000, quantity: 100_000 }]).total.toFixed(2));
  });

  it('answers “Checkout failed” when the API breaks', async () => {
    mockBuyer();
    mockCart();
    nock(API)
      .post('/shopify/order')
      .reply(500, envelope('Something went wrong.', null, 'error'));
    const response = await checkout();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Checkout failed' });
  });

  it('ends the session when the API no longer accepts its token', async () => {
    nock(API).get('/user/profile').reply(401, UNAUTHENTICATED);
    nock(API).get('/addresses').reply(401, UNAUTHENTICATED);
    nock(API).get('/cart').reply(401, UNAUTHENTICATED);
    const response = await checkout();
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'))).toBe(true);
  });
});
