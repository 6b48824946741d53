/** @jest-environment node */
// The console's money handlers (issue 34, points 3 and 7): an admin sends a failed refund again or
// gives it to the buyer's wallet, and gives a buyer or seller wallet credit. Each sends the admin's
// token and answers its message (the credit, the wallet's new balance); a bad amount or a blank
// reason is refused before the API; the API's 409 and 404 pass on with their words; a visitor
// (401), a buyer or seller (403) and another site (403) are refused before the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as refundStep } from '@/app/api/admin/refunds/[refundId]/[refundStep]/route';
import { POST as credit } from '@/app/api/admin/users/[userId]/wallet-credits/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { adminSession, API, envelope, TOKEN } = helpers;

const refundJson = (status: string, method = 'mpesa') => ({
  id: 9,
  amount: 2450,
  currency: 'KES',
  method,
  destination: method === 'wallet' ? 'your wallet' : 'M-Pesa 2547•••••672',
  status,
  cause: 'cancel',
  receipt_number: null,
  created_at: '2026-11-27T10:00:00.000Z',
  completed_at: status === 'completed' ? '2026-11-28T10:00:00.000Z' : null,
  order_id: 31,
  order_number: 'ORD-2026-0031',
  buyer: { id: 7, name: 'Amina Wanjiru', email: 'amina@example.com' },
  attempts: status === 'pending' ? 0 : 3,
  failure_reason: status === 'failed' ? 'The receiver is not registered for M-Pesa.' : null,
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(adminSession);

const refundCtx = (step: string, id = '9') => helpers.routeContext({ refundId: id, refundStep: step });
const userCtx = (id = '7') => helpers.routeContext({ userId: id });
const creditRequest = (body: unknown, options?: { origin?: string }) => helpers.jsonRequest('POST', '/api/admin/users/7/wallet-credits', body, options);

describe('an admin’s step on a failed refund', () => {
  it.each([
    ['retry', 'pending', 'mpesa', 'Refund sent again.'],
    ['to-wallet', 'completed', 'wallet', "Refund added to the buyer's wallet."],
  ] as const)('%s goes to the API with the admin’s token and answers its message and the refund’s state', async (step, status, method, text) => {
    const scope = nock(API)
      .post(`/admin/refunds/9/${step}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('ok', refundJson(status, method)));
    const response = await refundStep(helpers.jsonRequest('POST', `/api/admin/refunds/9/${step}`), refundCtx(step));
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: text, status });
  });

  it('passes the API’s 409 (not failed) and 404 on with their words', async () => {
    nock(API)
      .post('/admin/refunds/9/retry')
      .reply(409, envelope('The refund is not failed.', null, 'error'));
    const conflict = await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/retry'), refundCtx('retry'));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'The refund is not failed.' });
    nock(API)
      .post('/admin/refunds/9/to-wallet')
      .reply(404, envelope('Refund not found', null, 'error'));
    expect((await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/to-wallet'), refundCtx('to-wallet'))).status).toBe(404);
  });

  it('answers 404 for a step it does not know or an id that is none, without calling the API', async () => {
    expect((await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/cancel'), refundCtx('cancel'))).status).toBe(404);
    const response = await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/abc/retry'), refundCtx('retry', 'abc'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Refund not found.' });
  });

  it('says so when the API is down, with no stack', async () => {
    nock(API).post('/admin/refunds/9/retry').reply(503, 'Service Unavailable');
    const response = await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/retry'), refundCtx('retry'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The refund could not be changed. Please try again.' });
  });
});

describe('an admin’s wallet credit', () => {
  it('sends the amount as a number with the reason trimmed, and answers the credit and the new balance', async () => {
    const scope = nock(API)
      .post('/admin/users/7/wallet-credits', { amount: 250.5, reason: 'Late delivery, our apologies.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Credited.', { movement_id: 44, amount: 250.5, balance: 1750.5 }));
    const response = await credit(creditRequest({ amount: ' 250.50 ', reason: '  Late delivery, our apologies. ' }), userCtx());
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Ksh 250.50 added to the wallet. Its balance is now Ksh 1,750.50.',
      amount: 250.5,
      balance: 1750.5,
    });
  });

  it.each([['0'], ['-5'], ['0.001'], ['100001'], ['ten'], ['']])('refuses the amount %p before the API', async (amount) => {
    const response = await credit(creditRequest({ amount, reason: 'Goodwill.' }), userCtx());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Amount must be between Ksh 1 and Ksh 100,000, in shillings and cents.',
      fieldErrors: { amount: 'Amount must be between Ksh 1 and Ksh 100,000, in shillings and cents.' },
    });
  });

  it('asks for the reason before the API', async () => {
    const response = await credit(creditRequest({ amount: '50', reason: '  ' }), userCtx());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Reason is required.', fieldErrors: { reason: 'Reason is required.' } });
  });

  it('passes the API’s 409 (an admin’s account) and 404 on with their words', async () => {
    nock(API)
      .post('/admin/users/7/wallet-credits')
      .reply(409, envelope('The account is an admin’s.', null, 'error'));
    const conflict = await credit(creditRequest({ amount: 50, reason: 'Goodwill.' }), userCtx());
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'The account is an admin’s.' });
    nock(API)
      .post('/admin/users/8/wallet-credits')
      .reply(404, envelope('User not found', null, 'error'));
    expect((await credit(helpers.jsonRequest('POST', '/api/admin/users/8/wallet-credits', { amount: 50, reason: 'x' }), userCtx('8'))).status).toBe(404);
    expect((await credit(creditRequest({ amount: 50, reason: 'x' }), userCtx('0'))).status).toBe(404);
  });
});

describe('who may', () => {
  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/retry'), refundCtx('retry'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as an admin to manage refunds.' });
    expect((await credit(creditRequest({ amount: 50, reason: 'x' }), userCtx())).status).toBe(401);
  });

  it('refuses a buyer and a seller (403) without calling the API', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      mockedSession.mockResolvedValue(helpers.sessionAs(userType));
      expect((await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/to-wallet'), refundCtx('to-wallet'))).status).toBe(403);
      expect((await credit(creditRequest({ amount: 50, reason: 'x' }), userCtx())).status).toBe(403);
    }
  });

  it('refuses another site’s step (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await credit(creditRequest({ amount: 50, reason: 'x' }, { origin: 'https://evil.example' }), userCtx());
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/admin/refunds/9/retry').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await refundStep(helpers.jsonRequest('POST', '/api/admin/refunds/9/retry'), refundCtx('retry')));
  });
});
