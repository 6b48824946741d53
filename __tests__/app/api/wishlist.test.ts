/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { GET as GET_IDS } from '@/app/api/wishlist/ids/route';
import { POST } from '@/app/api/wishlist/route';
import { DELETE } from '@/app/api/wishlist/[productId]/route';
import { API, buyerSession as signedIn, envelope, expectPrivateJson, expectSessionEnded, post, SITE } from './auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const ids = () => GET_IDS(new Request(`${SITE}/api/wishlist/ids`));
const remove = (productId: string, origin: string | null = SITE) =>
  DELETE(new Request(`${SITE}/api/wishlist/${productId}`, { method: 'DELETE', headers: origin ? { origin } : {} }), {
    params: Promise.resolve({ productId }),
  });

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(signedIn);

describe('GET /api/wishlist/ids', () => {
  it('answers the saved product ids with the buyer’s token, never cached', async () => {
    const scope = nock(API)
      .get('/wishlist/ids')
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(200, envelope('OK', [42, 7]));
    const response = await ids();
    expect(scope.isDone()).toBe(true);
    await expectPrivateJson(response, 200, { ids: [42, 7] });
  });

  it('answers 401 to a visitor who is not logged in, without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await ids();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to save favourites.' });
  });

  it('ends the session when the API no longer accepts its token', async () => {
    nock(API).get('/wishlist/ids').reply(401, { status: 'error', message: 'Unauthenticated', data: null });
    const response = await ids();
    expectSessionEnded(response);
  });
});

describe('POST /api/wishlist', () => {
  it('saves the product at the API', async () => {
    const scope = nock(API)
      .post('/wishlist', { product_id: 42 })
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(201, envelope('Added to your wishlist.', {}));
    const response = await POST(post('/api/wishlist', { productId: 42 }));
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Saved to your wishlist.', productId: 42 });
  });

  it('refuses another site’s request (403), a visitor (401) and a bad product (422)', async () => {
    expect((await POST(post('/api/wishlist', { productId: 42 }, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(post('/api/wishlist', { productId: 'x' }))).status).toBe(422);
    expect((await POST(post('/api/wishlist', null, { raw: 'not json' }))).status).toBe(400);
    mockedSession.mockResolvedValue(null);
    expect((await POST(post('/api/wishlist', { productId: 42 }))).status).toBe(401);
  });

  it('passes on a product the API does not know as a 404', async () => {
    nock(API).post('/wishlist').reply(404, { status: 'error', message: 'Product not found', data: null });
    expect((await POST(post('/api/wishlist', { productId: 999 }))).status).toBe(404);
  });
});

describe('DELETE /api/wishlist/{productId}', () => {
  it('forgets the product at the API', async () => {
    const scope = nock(API)
      .delete('/wishlist/42')
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(200, envelope('Removed from your wishlist.', { id: 42 }));
    const response = await remove('42');
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
  });

  it('treats a product that was not saved as forgotten', async () => {
    nock(API).delete('/wishlist/42').reply(404, { status: 'error', message: 'Wishlist item not found', data: null });
    expect((await remove('42')).status).toBe(200);
  });

  it('refuses another site, a visitor and a bad id', async () => {
    expect((await remove('42', 'https://evil.example')).status).toBe(403);
    // A URL segment that is not a product id is no such thing (route()'s params: 404).
    expect((await remove('ids')).status).toBe(404);
    mockedSession.mockResolvedValue(null);
    expect((await remove('42')).status).toBe(401);
  });
});
