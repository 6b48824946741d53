/** @jest-environment node */
// Review moderation's handlers: an admin's hide (reason checked before the API) and restore send
// the admin's token, say what happened and expire the product's pages; a buyer or seller is refused
// before the API. A buyer's report (POST /api/review-reports/{id}) sends the reason and note, and
// the API's refusals (their own review, a second report) come back in words.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { revalidateTag } from 'next/cache';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as hide } from '@/app/api/admin/reviews/[reviewId]/hide/route';
import { POST as restore } from '@/app/api/admin/reviews/[reviewId]/restore/route';
import { POST as report } from '@/app/api/review-reports/[reviewId]/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (read: () => Promise<unknown>) => read }));

const { adminSession, API, envelope, TOKEN } = helpers;
const mockedRevalidate = jest.mocked(revalidateTag);

const reviewJson = (hidden: boolean) => ({
  id: 7,
  product: { id: 42, name: 'Kiondo basket' },
  reviewer: { id: 3, name: 'Baraka Mwangi', email: 'baraka@example.com' },
  rating: 1,
  comment: 'Rubbish.',
  date: '2026-11-20T08:00:00.000Z',
  reports: { count: 2, reasons: ['spam'], notes: [] },
  hidden: hidden ? { at: '2026-11-21T08:00:00.000Z', reason: 'Abusive.', by: 1 } : null,
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(adminSession);
beforeEach(() => mockedRevalidate.mockClear());

const ctx = helpers.routeContext({ reviewId: '7' });
const post = (handler: typeof hide, path: string, body?: unknown) => handler(helpers.jsonRequest('POST', path, body), ctx);

describe('an admin’s hide and restore', () => {
  it('hides with the reason, trimmed, and expires the product’s pages', async () => {
    const scope = nock(API)
      .post('/admin/reviews/7/hide', { reason: 'Abusive.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Review hidden.', reviewJson(true)));
    const response = await post(hide, '/api/admin/reviews/7/hide', { reason: '  Abusive. ' });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Review hidden: it no longer shows on the product page and the rating was recounted.',
      hidden: true,
    });
    expect(mockedRevalidate).toHaveBeenCalledWith('product:42', { expire: 0 });
    expect(mockedRevalidate).toHaveBeenCalledWith('reviews:42', { expire: 0 });
  });

  it('asks for the reason without calling the API', async () => {
    const response = await post(hide, '/api/admin/reviews/7/hide', { reason: '   ' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please give the reason for hiding it.',
      fieldErrors: { reason: 'Please give the reason for hiding it.' },
    });
  });

  it('restores and expires the product’s pages; the API’s 409 comes back in its words', async () => {
    nock(API)
      .post('/admin/reviews/7/restore')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Review restored.', reviewJson(false)));
    await helpers.expectPrivateJson(await post(restore, '/api/admin/reviews/7/restore'), 200, {
      message: 'Review restored: it shows on the product page again.',
      hidden: false,
    });
    expect(mockedRevalidate).toHaveBeenCalledWith('product:42', { expire: 0 });

    nock(API)
      .post('/admin/reviews/7/restore')
      .reply(409, envelope('This review is not hidden.', null, 'error'));
    const again = await post(restore, '/api/admin/reviews/7/restore');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This review is not hidden.' });
  });

  it('refuses a buyer or seller (403) without calling the API', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      mockedSession.mockResolvedValue(helpers.sessionAs(userType));
      const response = await post(hide, '/api/admin/reviews/7/hide', { reason: 'No.' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Only an admin can moderate reviews.' });
    }
  });
});

describe('a buyer’s report', () => {
  beforeEach(() => mockedSession.mockResolvedValue(helpers.buyerSession));

  it('sends the reason and note with the buyer’s token and thanks them', async () => {
    const scope = nock(API)
      .post('/reviews/7/report', { reason: 'not_genuine', note: 'Copied text.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Thank you, the review has been reported.', { review_id: 7, reason: 'not_genuine' }));
    const response = await post(report, '/api/review-reports/7', { reason: 'not_genuine', note: ' Copied text. ' });
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thank you: our team will look at this review.' });
    expect(mockedRevalidate).not.toHaveBeenCalled();
  });

  it('asks for a reason from the list without calling the API', async () => {
    for (const body of [{}, { reason: 'boring' }]) {
      const response = await post(report, '/api/review-reports/7', body);
      expect(response.status).toBe(422);
      expect((await response.json()).fieldErrors).toEqual({ reason: 'Please choose a reason.' });
    }
  });

  it.each([
    [409, 'You have already reported this review.'],
    [422, 'You cannot report your own review.'],
    [404, 'Review not found.'],
  ])('says the API’s %i in words', async (status, text) => {
    nock(API)
      .post('/reviews/7/report')
      .reply(status, envelope('refused', null, 'error'));
    const response = await post(report, '/api/review-reports/7', { reason: 'spam' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it('asks a visitor to log in (401) without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await post(report, '/api/review-reports/7', { reason: 'spam' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to report a review.' });
  });
});
