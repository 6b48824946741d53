/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/cart/items/route';
import { DELETE, PATCH } from '@/app/api/cart/items/[productId]/route';
import { API, apiCart, call, cartCookie, envelope, linesSet, product, signedIn } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
const params = (productId: string) => ({ params: Promise.resolve({ productId }) });

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(null);

describe('POST /api/cart/items', () => {
  it('adds a product to a guest cart and answers the spec’s message', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { name: 'Kiondo basket' })));

    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '"Kiondo basket" added to cart!', lines: 1, productIds: [42], quantity: 1 });
    expect(await linesSet(response)).toEqual([{ productId: 42, quantity: 1 }]);
  });

  it('adds to the existing line instead of starting another', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42)));
    const cookie = await cartCookie([
      { productId: 42, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);

    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 3 }, cookie }));

    expect(response.status).toBe(200);
    expect(await linesSet(response)).toEqual([
      { productId: 42, quantity: 5 },
      { productId: 9, quantity: 1 },
    ]);
  });

  it.each([0, -1, 1.5, 'abc', null])('answers 422 for the quantity %p without asking the API', async (quantity) => {
    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity } }));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('Quantity must be a whole number of at least 1.');
    expect(await linesSet(response)).toBeNull();
  });

  it('answers 422 “Only N left in stock.” when the line would pass the stock', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { stock: 3 })));
    const cookie = await cartCookie([{ productId: 42, quantity: 2 }]);

    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 2 }, cookie }));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Only 3 left in stock.' });
    expect(await linesSet(response)).toBeNull();
  });

  it('answers 404 “Product not found” for a product the API does not know', async () => {
    nock(API)
      .get('/products/999')
      .reply(404, envelope('Product not found', null, 'error'));
    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 999, quantity: 1 } }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found' });
  });

  it('refuses a request from another site', async () => {
    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 }, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('treats a tampered cookie as an empty cart', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42)));
    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 }, cookie: 'cart=Fe26.2**tampered' }));
    expect(response.status).toBe(200);
    expect(await linesSet(response)).toEqual([{ productId: 42, quantity: 1 }]);
  });

  it('answers the spec’s failure message when the API cannot be reached', async () => {
    nock(API).get('/products/42').times(2).replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Failed to add item to cart' });
  });

  it('adds to a signed-in buyer’s cart at the API only, and says so once it is stored there', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const add = nock(API)
      .post('/cart/items', { product_id: 42, quantity: 2 })
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(
        200,
        envelope(
          'Item added to cart',
          apiCart([
            { id: 7, quantity: 1 },
            { id: 42, quantity: 3, name: 'Kiondo basket' },
          ]),
        ),
      );

    const response = await POST(
      call('POST', '/api/cart/items', { body: { productId: 42, quantity: 2 }, cookie: await cartCookie([{ productId: 42, quantity: 1 }]) }),
    );

    expect(add.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '"Kiondo basket" added to cart!', lines: 2, productIds: [7, 42], quantity: 3 });
    expect(await linesSet(response)).toBeNull();
  });

  it('passes on the API’s stock message, and the spec’s failure message when the API breaks', async () => {
    mockedSession.mockResolvedValue(signedIn);
    nock(API)
      .post('/cart/items')
      .reply(422, envelope('Only 2 left in stock.', { quantity: ['Only 2 left in stock.'] }, 'error'));
    const short = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 5 } }));
    expect(short.status).toBe(422);
    expect((await short.json()).message).toBe('Only 2 left in stock.');
    nock(API)
      .post('/cart/items')
      .reply(500, envelope('Server error', null, 'error'));
    const broken = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } }));
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ message: 'Failed to add item to cart' });
  });
});

describe('PATCH /api/cart/items/{productId}', () => {
  it('sets the quantity and answers the cart as it now stands', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { price: 1000 })));
    nock(API)
      .get('/products/9')
      .reply(200, envelope('ok', product(9, { price: 500 })));
    const cookie = await cartCookie([
      { productId: 42, quantity: 1 },
      { productId: 9, quantity: 1 },
    ]);

    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 3 }, cookie }), params('42'));

    expect(response.status).toBe(200);
    const { cart } = await response.json();
    expect(cart.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [42, 3],
      [9, 1],
    ]);
    expect(cart.summary).toEqual({ subtotal: 3500, discount: 300, shipping: 350, tax: 256, total: 3806 });
    expect(await linesSet(response)).toEqual([
      { productId: 42, quantity: 3 },
      { productId: 9, quantity: 1 },
    ]);
  });

  it.each([0, -1, 1.5, 'abc'])('answers 422 for the quantity %p', async (quantity) => {
    const cookie = await cartCookie([{ productId: 42, quantity: 1 }]);
    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity }, cookie }), params('42'));
    expect(response.status).toBe(422);
  });

  it('answers 422 “Only N left in stock.” beyond the stock', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { stock: 2 })));
    const cookie = await cartCookie([{ productId: 42, quantity: 1 }]);
    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 5 }, cookie }), params('42'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Only 2 left in stock.' });
  });

  it('answers 404 for a product id that is not a number, or not in the cart', async () => {
    expect((await PATCH(call('PATCH', '/api/cart/items/abc', { body: { quantity: 1 } }), params('abc'))).status).toBe(404);
    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 1 } }), params('42'));
    expect(response.status).toBe(404);
  });

  it('refuses a request from another site', async () => {
    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 1 }, origin: 'https://evil.example' }), params('42'));
    expect(response.status).toBe(403);
  });

  it('sets a signed-in buyer’s line at the API and answers the API’s cart', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const set = nock(API)
      .patch('/cart/items/42', { quantity: 2 })
      .reply(200, envelope('ok', apiCart([{ id: 42, quantity: 2, price: 500 }])));
    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 2 } }), params('42'));
    expect(set.isDone()).toBe(true);
    const { cart } = await response.json();
    expect(cart.summary.subtotal).toBe(1000);
    expect(await linesSet(response)).toBeNull();
  });
});

describe('DELETE /api/cart/items/{productId}', () => {
  it('removes the line and answers the rest of the cart', async () => {
    nock(API)
      .get('/products/9')
      .reply(200, envelope('ok', product(9, { price: 500 })));
    const cookie = await cartCookie([
      { productId: 42, quantity: 1 },
      { productId: 9, quantity: 2 },
    ]);

    const response = await DELETE(call('DELETE', '/api/cart/items/42', { cookie }), params('42'));

    expect(response.status).toBe(200);
    const { cart } = await response.json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.summary.subtotal).toBe(1000);
    expect(await linesSet(response)).toEqual([{ productId: 9, quantity: 2 }]);
  });

  it('clears the cookie when a guest’s last line goes', async () => {
    const cookie = await cartCookie([{ productId: 42, quantity: 1 }]);
    const response = await DELETE(call('DELETE', '/api/cart/items/42', { cookie }), params('42'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cart: { lines: [], summary: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 } } });
    expect(await linesSet(response)).toEqual([]);
  });

  it('removes a signed-in buyer’s line at the API', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const remove = nock(API)
      .delete('/cart/items/42')
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(200, envelope('ok', apiCart([])));
    const response = await DELETE(call('DELETE', '/api/cart/items/42'), params('42'));
    expect(remove.isDone()).toBe(true);
    expect(await response.json()).toEqual({ cart: { lines: [], summary: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 } } });
  });

  it('refuses a request from another site', async () => {
    const response = await DELETE(call('DELETE', '/api/cart/items/42', { origin: 'https://evil.example' }), params('42'));
    expect(response.status).toBe(403);
  });
});

const SOLD_OUT = 'This product is out of stock.';

/** What the API answers a buyer's add of a sold-out piece (upstream/test/commerce-cart.test.ts). */
const apiSoldOut = () =>
  nock(API)
    .post('/cart/items', { product_id: 42, quantity: 1 })
    .reply(409, envelope(SOLD_OUT, null, 'error'));

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

// A sold-out piece (issue 31): the guest, whose cart the storefront keeps, and the signed-in buyer,
// whose cart the API keeps, read the same answer, the words of both programs
// (contract/rules/cart-limits.ts), and nothing is stored.
describe('adding a sold-out piece', () => {
  it('tells a guest it is out of stock, and keeps it out of the cart cookie', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { stock: 0 })));

    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } }));

    expect(await answer(response)).toEqual({ status: 409, body: { message: SOLD_OUT } });
    expect(await linesSet(response)).toBeNull();
  });

  it('tells a signed-in buyer the same, from the API’s 409', async () => {
    mockedSession.mockResolvedValue(signedIn);
    const add = apiSoldOut();

    const response = await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } }));

    expect(add.isDone()).toBe(true);
    expect(await answer(response)).toEqual({ status: 409, body: { message: SOLD_OUT } });
  });

  it('gives the guest and the buyer one answer', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { stock: 0 })));
    const guest = await answer(await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } })));
    mockedSession.mockResolvedValue(signedIn);
    apiSoldOut();
    const buyer = await answer(await POST(call('POST', '/api/cart/items', { body: { productId: 42, quantity: 1 } })));

    expect(buyer).toEqual(guest);
  });

  it('answers a guest’s quantity change on a piece sold out since the same way', async () => {
    nock(API)
      .get('/products/42')
      .reply(200, envelope('ok', product(42, { stock: 0 })));
    const cookie = await cartCookie([{ productId: 42, quantity: 1 }]);

    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 2 }, cookie }), params('42'));

    expect(await answer(response)).toEqual({ status: 409, body: { message: SOLD_OUT } });
  });
});
