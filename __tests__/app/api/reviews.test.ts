/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { revalidateTag } from 'next/cache';
import { GET, POST } from '@/app/api/reviews/[productId]/route';
import { getSession } from '@/lib/session/session';
import { API, buyerSession as signedIn, envelope, post, SITE, UNAUTHENTICATED } from './auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
// Outside a Next server there is no data cache: cached reads run straight through.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (read: () => Promise<unknown>) => read }));
const mockedSession = jest.mocked(getSession);
const mockedRevalidate = jest.mocked(revalidateTag);

const review = { rating: 5, comment: 'Beautiful weave.' };
const params = (productId: string) => ({ params: Promise.resolve({ productId }) });

onlyNockedCalls();
beforeEach(() => {
  jest.clearAllMocks();
  mockedSession.mockResolvedValue(signedIn);
});

describe('POST /api/reviews/{productId}', () => {
  it('writes the review with the session’s token and refreshes the product’s cached page and reviews', async () => {
    const scope = nock(API)
      .post('/products/42/reviews', review)
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(201, envelope('Thank you for your review!', { id: 9 }));

    const response = await POST(post('/api/reviews/42', review), params('42'));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Thank you for your review!' });
    expect(text).not.toContain('api-bearer-token');
    expect(mockedRevalidate).toHaveBeenCalledWith('reviews:42', { expire: 0 });
    expect(mockedRevalidate).toHaveBeenCalledWith('product:42', { expire: 0 });
  });

  it('answers 401 “Please log in to write a review.” when nobody is signed in', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await POST(post('/api/reviews/42', review), params('42'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to write a review.' });
  });

  it('refuses a request from another site', async () => {
    const response = await POST(post('/api/reviews/42', review, { origin: 'https://evil.example' }), params('42'));
    expect(response.status).toBe(403);
  });

  it('checks the form before calling the API', async () => {
    const response = await POST(post('/api/reviews/42', { rating: 6, comment: '' }), params('42'));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ rating: 'Rating must be a whole number from 1 to 5.', comment: 'Please write a comment.' });
  });

  it('maps the API’s 409 to “You have already reviewed this product.”', async () => {
    nock(API)
      .post('/products/42/reviews')
      .reply(409, envelope('Conflict', null, 'error'));
    const response = await POST(post('/api/reviews/42', review), params('42'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'You have already reviewed this product.' });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('tells a buyer who never received the product that only buyers who received it can review it (403)', async () => {
    nock(API)
      .post('/products/42/reviews')
      .reply(403, envelope('Only buyers who have received this product can review it.', null, 'error'));
    const response = await POST(post('/api/reviews/42', review), params('42'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: REVIEW_MESSAGES.notReceived });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('ends the session when the API no longer accepts its token', async () => {
    nock(API).post('/products/42/reviews').reply(401, UNAUTHENTICATED);
    const response = await POST(post('/api/reviews/42', review), params('42'));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'))).toBe(true);
  });

  it('answers 404 for an id that is not a product id', async () => {
    const response = await POST(post('/api/reviews/abc', review), params('abc'));
    expect(response.status).toBe(404);
  });
});

describe('GET /api/reviews/{productId}', () => {
  it('answers one page of reviews in the app’s shape', async () => {
    nock(API)
      .get('/products/42/reviews')
      .query({ page: '2', per_page: '5' })
      .reply(
        200,
        envelope('OK', {
          data: [
            { id: 3, product_id: 42, rating: 4, comment: 'Lovely.', date: '2026-01-02T00:00:00.000Z', reviewer_name: 'Hiwot T.', verified_purchase: true },
          ],
          current_page: 2,
          last_page: 2,
          per_page: 5,
          total: 6,
          summary: { rating_average: 4.5, review_count: 6 },
        }),
      );

    const response = await GET(new Request(`${SITE}/api/reviews/42?page=2`), params('42'));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reviews: [{ id: 3, rating: 4, comment: 'Lovely.', date: '2026-01-02T00:00:00.000Z', reviewerName: 'Hiwot T.', verifiedPurchase: true }],
      page: 2,
      lastPage: 2,
      total: 6,
      perPage: 5,
      ratingAverage: 4.5,
      reviewCount: 6,
    });
  });

  it('answers 503 “Failed to load reviews” when the API fails', async () => {
    nock(API)
      .get('/products/42/reviews')
      .query(true)
      .times(2)
      .reply(503, envelope('Down', null, 'error'));
    const response = await GET(new Request(`${SITE}/api/reviews/42`), params('42'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Failed to load reviews' });
  });
});
