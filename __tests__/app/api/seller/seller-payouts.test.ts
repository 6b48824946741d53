/** @jest-environment node */
// POST /api/seller/payouts: sends the seller's token and the contract's empty body, answers the
// API's words with the new payout (201), passes its refusals on as it says them (422 below the
// minimum or without an M-Pesa number, 409 while a payout is on its way, 403 for a buyer), refuses
// a visitor (401) and another site (403) before the API, and ends the session when the API refuses
// the token.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as requestPayout } from '@/app/api/seller/payouts/route';
import { PAYOUT_MESSAGES } from '@/contract/rules/payouts';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

const payoutJson = {
  id: 4,
  amount: 2350,
  currency: 'KES',
  phone: '2547•••••678',
  status: 'pending',
  receipt_number: null,
  failure_reason: null,
  requested_at: '2026-11-28T09:00:00.000Z',
  completed_at: null,
};

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(helpers.sessionAs('seller'));

const post = (options?: { origin?: string | null }) =>
  requestPayout(helpers.jsonRequest('POST', '/api/seller/payouts', undefined, options), helpers.routeContext());

describe('POST /api/seller/payouts', () => {
  it('asks for the payout with the seller’s token and answers the API’s words and the payout (201)', async () => {
    const scope = nock(API)
      .post('/seller/payouts', {})
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope(PAYOUT_MESSAGES.requested, payoutJson));
    const response = await post();
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 201, {
      message: 'Payout requested: it reaches your M-Pesa in a few minutes.',
      payout: {
        id: 4,
        amount: 2350,
        phone: '2547•••••678',
        status: 'pending',
        receiptNumber: null,
        failureReason: null,
        requestedAt: '2026-11-28T09:00:00.000Z',
        completedAt: null,
      },
    });
  });

  // The API's refusals pass on as it says them; its own failure becomes the screen's message (502).
  it.each([
    [422, PAYOUT_MESSAGES.belowMinimum, 422, PAYOUT_MESSAGES.belowMinimum],
    [422, PAYOUT_MESSAGES.noPhone, 422, PAYOUT_MESSAGES.noPhone],
    [409, PAYOUT_MESSAGES.onItsWay, 409, PAYOUT_MESSAGES.onItsWay],
    [403, 'Not a seller.', 403, 'Not a seller.'],
    [500, 'boom', 502, 'Failed to request the payout. Please try again.'],
  ])('answers the API’s %i “%s” as %i “%s”', async (status, text, answered, shown) => {
    nock(API)
      .post('/seller/payouts')
      .reply(status, envelope(text, null, 'error'));
    const response = await post();
    expect(response.status).toBe(answered);
    expect(await response.json()).toEqual({ message: shown });
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await post();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to manage your shop's payouts." });
  });

  it('refuses another site’s request (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/seller/payouts').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post());
  });
});
