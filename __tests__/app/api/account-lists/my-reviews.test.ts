/** @jest-environment node */
// The buyer's own review edits (PUT / DELETE /api/my-reviews/{id}): a visitor is refused before
// the API (401), another site too (403), bad input gets the product form's messages (422), another
// buyer's review is a 404 that changes nothing, a refused token ends the session, and a change
// expires the product's public pages so the new rating shows.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { revalidateTag } from 'next/cache';
import { DELETE, PUT } from '@/app/api/my-reviews/[reviewId]/route';
import { getSession } from '@/lib/session/session';
import { API, buyerSession, envelope, expectPrivateJson, expectSessionEnded, jsonRequest, routeContext, TOKEN, UNAUTHENTICATED } from '../auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (read: () => Promise<unknown>) => read }));
const mockedSession = jest.mocked(getSession);
const mockedRevalidate = jest.mocked(revalidateTag);

const buyer = buyerSession;

const reviewJson = (id: number, productId: number, rating = 4, comment = 'Lovely weave.') => ({
  id,
  product: { product_id: productId, product_name: 'Kiondo basket', image_url: 'http://upstream.test/media/products/42-1.webp' },
  productImage: 'http://upstream.test/media/products/42-1.webp',
  rating,
  comment,
  date: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
});

const request = (method: string, id: string, body?: unknown, options?: { origin?: string | null }) =>
  jsonRequest(method, `/api/my-reviews/${id}`, body, options);
const ctx = (reviewId: string) => routeContext({ reviewId });
const edit = (id: string, body: unknown, options?: { origin?: string | null }) => PUT(request('PUT', id, body, options), ctx(id));
const remove = (id: string, options?: { origin?: string | null }) => DELETE(request('DELETE', id, undefined, options), ctx(id));

onlyNockedCalls();
beforeEach(() => {
  jest.clearAllMocks();
  mockedSession.mockResolvedValue(buyer);
});

describe('every review handler', () => {
  it('answers 401 to a visitor without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const scope = nock(API).get(/.*/).reply(200).put(/.*/).reply(200).delete(/.*/).reply(200);
    expect((await edit('5', { rating: 3, comment: 'Fine.' })).status).toBe(401);
    expect((await remove('5')).status).toBe(401);
    expect(scope.isDone()).toBe(false);
  });

  it('refuses another site (403) without calling the API', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await edit('5', { rating: 3, comment: 'Fine.' }, evil)).status).toBe(403);
    expect((await remove('5', evil)).status).toBe(403);
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).put('/reviews/5').reply(401, UNAUTHENTICATED);
    const edited = await edit('5', { rating: 3, comment: 'Fine.' });
    expectSessionEnded(edited);

    nock(API).delete('/reviews/5').reply(401, UNAUTHENTICATED);
    const removed = await remove('5');
    expectSessionEnded(removed);
  });

  it('answers an address that is not a review id as a 404', async () => {
    expect((await edit('abc', { rating: 3, comment: 'Fine.' })).status).toBe(404);
    expect(await (await remove('0')).json()).toEqual({ message: 'Review not found.' });
  });
});

describe('PUT /api/my-reviews/{id}', () => {
  it('saves the stars and the trimmed comment with the buyer’s token, and expires the product’s pages', async () => {
    const scope = nock(API)
      .put('/reviews/5', { rating: 2, comment: 'Smaller than I hoped.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Review updated.', reviewJson(5, 42, 2, 'Smaller than I hoped.')));
    const response = await edit('5', { rating: 2, comment: '  Smaller than I hoped. ' });
    expect(scope.isDone()).toBe(true);
    await expectPrivateJson(response, 200, {
      message: 'Review updated.',
      review: {
        id: 5,
        productId: 42,
        productName: 'Kiondo basket',
        productImage: '/media/products/42-1.webp',
        rating: 2,
        comment: 'Smaller than I hoped.',
        date: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        hidden: false,
      },
    });
    expect(mockedRevalidate).toHaveBeenCalledWith('product:42', { expire: 0 });
    expect(mockedRevalidate).toHaveBeenCalledWith('reviews:42', { expire: 0 });
    expect(mockedRevalidate).toHaveBeenCalledWith('products', 'max');
  });

  it('asks for a comment and a rating from 1 to 5, before the API (422)', async () => {
    const noComment = await edit('5', { rating: 4, comment: '   ' });
    expect(noComment.status).toBe(422);
    expect(await noComment.json()).toEqual({ message: 'Please write a comment.', fieldErrors: { comment: 'Please write a comment.' } });

    const tooHigh = await edit('5', { rating: 6, comment: 'Fine.' });
    expect((await tooHigh.json()).fieldErrors).toEqual({ rating: 'Rating must be a whole number from 1 to 5.' });
    const none = await edit('5', { comment: 'Fine.' });
    expect((await none.json()).fieldErrors).toEqual({ rating: 'Please choose a rating.' });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('answers another buyer’s review as a 404 and expires nothing', async () => {
    nock(API)
      .put('/reviews/77')
      .reply(404, envelope('Review not found', null, 'error'));
    const response = await edit('77', { rating: 1, comment: 'Not mine.' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Review not found.' });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });
});

describe('DELETE /api/my-reviews/{id}', () => {
  it('deletes the buyer’s own review and expires its product’s pages', async () => {
    const scope = nock(API)
      .delete('/reviews/5')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Review deleted.', { id: 5, product_id: 42 }));
    const response = await remove('5');
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Review deleted.', id: 5 });
    expect(mockedRevalidate).toHaveBeenCalledWith('product:42', { expire: 0 });
    expect(mockedRevalidate).toHaveBeenCalledWith('reviews:42', { expire: 0 });
    expect(mockedRevalidate).not.toHaveBeenCalledWith('product:9', expect.anything());
  });

  it('answers another buyer’s review as a 404 (the API deletes only the buyer’s own) and refreshes nothing', async () => {
    const deleteCall = nock(API)
      .delete('/reviews/77')
      .reply(404, envelope('Review not found', null, 'error'));
    const response = await remove('77');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Review not found.' });
    expect(deleteCall.isDone()).toBe(true);
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('says the screen’s own words when the API cannot delete it', async () => {
    nock(API)
      .delete('/reviews/5')
      .reply(500, envelope('Server Error', null, 'error'));
    const response = await remove('5');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'We could not delete your review. Please try again.' });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });
});
