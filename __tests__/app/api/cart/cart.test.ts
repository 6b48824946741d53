/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { GET } from '@/app/api/cart/route';
import { POST as MERGE } from '@/app/api/cart/merge/route';
import { API, apiCart, call, cartCookie, envelope, linesSet, product, signedIn } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(null);

describe('GET /api/cart', () => {
  it('answers an empty cart for a tampered or expired cookie, never an error', async () => {
    const response = await GET(call('GET', '/api/cart', { cookie: 'cart=not-a-sealed-value' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cart: { lines: [], summary: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 } } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('reads each line’s product now and charges only the lines that can be bought', async () => {
    nock(API)
      .get('/products/1')
      .reply(200, envelope('ok', product(1, { price: 1200, name: 'Kiondo basket' })));
    nock(API)
      .get('/products/2')
      .reply(404, envelope('Product not found', null, 'error'));
    nock(API)
      .get('/products/3')
      .reply(200, envelope('ok', product(3, { stock: 0 })));
    nock(API)
      .get('/products/4')
      .reply(200, envelope('ok', product(4, { stock: 1 })));
    const cookie = await cartCookie([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
      { productId: 3, quantity: 1 },
      { productId: 4, quantity: 2 },
    ]);

    const response = await GET(call('GET', '/api/cart', { cookie }));

    expect(response.status).toBe(200);
    const { cart } = await response.json();
    expect(cart.lines.map((l: { problem: string | null }) => l.problem)).toEqual([null, 'missing', 'out_of_stock', 'insufficient_stock']);
    expect(cart.lines[0]).toMatchObject({ title: 'Kiondo basket', artisan: 'Nyeri Weavers', price: 1200, image: '/media/products/1.png' });
    expect(cart.summary).toEqual({ subtotal: 2400, discount: 0, shipping: 350, tax: 192, total: 2942 });
  });

  it('answers “Failed to load cart” when the API cannot be reached', async () => {
    nock(API)
      .get('/products/1')
      .times(2)
      .reply(503, envelope('Down', null, 'error'));
    const response = await GET(call('GET', '/api/cart', { cookie: await cartCookie([{ productId: 1, quantity: 1 }]) }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Failed to load cart' });
  });
});

describe('GET /api/cart for a signed-in buyer', () => {
  it('is the API’s cart, priced from the products it answers, with no cookie involved', async () => {
    mockedSession.mockResolvedValue(signedIn);
    nock(API)
      .get('/cart')
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(
        200,
        envelope(
          'ok',
          apiCart([
            { id: 1, quantity: 2, price: 1200, name: 'Kiondo basket' },
            { id: 3, quantity: 1, stock: 0 },
          ]),
        ),
      );
    const response = await GET(call('GET', '/api/cart', { cookie: await cartCookie([{ productId: 99, quantity: 5 }]) }));
    const { cart } = await response.json();
    expect(cart.lines.map((l: { productId: number; problem: string | null }) => [l.productId, l.problem])).toEqual([
      [1, null],
      [3, 'out_of_stock'],
    ]);
    expect(cart.summary).toEqual({ subtotal: 2400, discount: 0, shipping: 350, tax: 192, total: 2942 });
    expect(await linesSet(response)).toBeNull();
  });
});

describe('POST /api/cart/merge', () => {
  it('sends the guest lines to the API and empties the cookie: the API’s cart is the only one', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const merge = nock(API)
      .post('/cart/merge', { items: [{ product_id: 42, quantity: 2 }] })
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(
        200,
        envelope('Cart merged', {
          ...apiCart([
            { id: 5, quantity: 1 },
            { id: 42, quantity: 3 },
          ]),
          skipped: [],
          limited: [],
        }),
      );

    const response = await MERGE(call('POST', '/api/cart/merge', { cookie: await cartCookie([{ productId: 42, quantity: 2 }]) }));

    expect(merge.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lines: 2 });
    expect(await linesSet(response)).toEqual([]);
  });

  it('changes nothing when repeated: with the cookie emptied there is nothing left to add', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const read = nock(API)
      .get('/cart')
      .reply(
        200,
        envelope(
          'ok',
          apiCart([
            { id: 5, quantity: 1 },
            { id: 42, quantity: 3 },
          ]),
        ),
      );
    const response = await MERGE(call('POST', '/api/cart/merge'));
    expect(read.isDone()).toBe(true);
    expect(await response.json()).toEqual({ lines: 2 });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('keeps the guest cookie when the API fails', async () => {
    mockedSession.mockResolvedValue(signedIn);
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    nock(API)
      .post('/cart/merge')
      .reply(500, envelope('Server error', null, 'error'));
    const response = await MERGE(call('POST', '/api/cart/merge', { cookie: await cartCookie([{ productId: 42, quantity: 2 }]) }));
    expect(response.status).toBe(503);
    expect(await linesSet(response)).toBeNull();
  });

  it('needs a session and our own origin', async () => {
    expect((await MERGE(call('POST', '/api/cart/merge'))).status).toBe(401);
    mockedSession.mockResolvedValue(signedIn);
    expect((await MERGE(call('POST', '/api/cart/merge', { origin: 'https://evil.example' }))).status).toBe(403);
  });
});
