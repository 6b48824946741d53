/** @jest-environment node */
// The console's return decisions (POST /api/admin/returns/{id}/approve and /reject): each sends the
// admin's token and answers the request as it now is with the screen's message, checks the
// rejection's reason before the API, passes the API's 409, 404 and 403 on with its words, refuses a
// visitor (401) and another site (403) before the API, and ends the session when the API refuses
// the token.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as approve } from '@/app/api/admin/returns/[returnId]/approve/route';
import { POST as reject } from '@/app/api/admin/returns/[returnId]/reject/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { adminSession, API, envelope, TOKEN } = helpers;

const returnJson = (status: 'Approved' | 'Rejected', decisionReason: string | null = null) => ({
  id: 6,
  orderId: 'ORD-2026-000012',
  order_id: 12,
  date: '2026-11-20T08:00:00.000Z',
  status,
  refund: 3000,
  reason: 'Arrived cracked.',
  decision_reason: decisionReason,
  canceled_by_buyer: false,
  updated_at: '2026-11-21T08:00:00.000Z',
  refund_to: 'original',
});

const asShown = (status: 'Approved' | 'Rejected', decisionReason: string | null = null) => ({
  id: 6,
  orderId: 12,
  orderNumber: 'ORD-2026-000012',
  date: '2026-11-20T08:00:00.000Z',
  status,
  refund: 3000,
  reason: 'Arrived cracked.',
  decisionReason,
  canceledByBuyer: false,
  refundTo: 'original',
  // An API answer without refunds (one from before them) reads as none.
  refunds: [],
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(adminSession);

const ctx = helpers.routeContext({ returnId: '6' });
const post = (handler: typeof approve, decision: string, body?: unknown, options?: { origin?: string | null }) =>
  handler(helpers.jsonRequest('POST', `/api/admin/returns/6/${decision}`, body, options), ctx);

describe('an admin’s return decisions', () => {
  it('approves with the admin’s token and says the refund went to the wallet', async () => {
    const scope = nock(API)
      .post('/returns/6/approve')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Return request approved.', returnJson('Approved')));
    const response = await post(approve, 'approve');
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Return approved: the refund is on its way to where the buyer asked (the way they paid, or their wallet).',
      request: asShown('Approved'),
    });
  });

  it('rejects with the reason, trimmed', async () => {
    const scope = nock(API)
      .post('/returns/6/reject', { reason: 'The piece was used.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Return request rejected.', returnJson('Rejected', 'The piece was used.')));
    const response = await post(reject, 'reject', { reason: '  The piece was used. ' });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Return rejected: the buyer was told why.',
      request: asShown('Rejected', 'The piece was used.'),
    });
  });

  it.each([[{}], [{ reason: '   ' }]])('asks for the reason to reject without calling the API (%j)', async (body) => {
    const response = await post(reject, 'reject', body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please give the reason for rejecting it.',
      fieldErrors: { reason: 'Please give the reason for rejecting it.' },
    });
  });

  it('refuses a reason over 500 characters without calling the API', async () => {
    const response = await post(reject, 'reject', { reason: 'x'.repeat(501) });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ reason: 'Reason may not be longer than 500 characters.' });
  });

  it.each([
    [409, 'Only pending return requests can be rejected.'],
    [404, 'Return request not found'],
    [403, 'This action is not allowed.'],
  ])('passes the API’s %i on with its message', async (status, text) => {
    nock(API)
      .post('/returns/6/reject')
      .reply(status, envelope(text, null, 'error'));
    const response = await post(reject, 'reject', { reason: 'No.' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .post('/returns/6/approve')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post(approve, 'approve');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to update the return request. Please try again.' });
  });

  it('answers 404 for an address that is no return id, without calling the API', async () => {
    const response = await approve(helpers.jsonRequest('POST', '/api/admin/returns/abc/approve'), helpers.routeContext({ returnId: 'abc' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Return request not found.' });
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await post(approve, 'approve');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as an admin to decide return requests.' });
  });

  it('refuses a buyer or seller (403) without calling the API', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      mockedSession.mockResolvedValue(helpers.sessionAs(userType));
      const response = await post(reject, 'reject', { reason: 'No.' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Only an admin can decide return requests.' });
    }
  });

  it('refuses another site’s decision (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post(reject, 'reject', { reason: 'No.' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/returns/6/approve').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post(approve, 'approve'));
  });
});
