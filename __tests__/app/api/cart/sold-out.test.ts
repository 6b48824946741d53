/** @jest-environment node */
// A sold-out piece added to the cart (issue 31): the guest, whose cart the storefront keeps, and the
// signed-in buyer, whose cart the API keeps, read the same answer, the words of both programs
// (contract/rules/cart-limits.ts), and nothing is stored.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/cart/items/route';
import { PATCH } from '@/app/api/cart/items/[productId]/route';
import { API, call, cartCookie, envelope, linesSet, product, signedIn } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(null);

const SOLD_OUT = 'This product is out of stock.';

/** What the API answers a buyer's add of a sold-out piece (upstream/test/commerce-cart.test.ts). */
const apiSoldOut = () =>
  nock(API)
    .post('/cart/items', { product_id: 42, quantity: 1 })
    .reply(409, envelope(SOLD_OUT, null, 'error'));

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

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

    const response = await PATCH(call('PATCH', '/api/cart/items/42', { body: { quantity: 2 }, cookie }), { params: Promise.resolve({ productId: '42' }) });

    expect(await answer(response)).toEqual({ status: 409, body: { message: SOLD_OUT } });
  });
});
