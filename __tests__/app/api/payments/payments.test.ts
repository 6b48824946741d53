/** @jest-environment node */
// Paying an order through the storefront (issue 23): the handler checks the form, sends the API
// the session's token with the API's own field names, and answers the attempt, or the API's words.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/payments/route';
import { GET } from '@/app/api/payments/[id]/route';
import { GET as GET_METHODS } from '@/app/api/payments/methods/route';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { API, buyerSession, envelope, jsonRequest, routeContext, TOKEN } from '../auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const attempt = (over: Record<string, unknown> = {}) => ({
  payment_id: 31,
  order_id: 12,
  order_number: 'ORD-2026-000012',
  amount: 4590,
  currency: 'KES',
  method: 'mpesa',
  status: 'pending',
  payment_status: 'pending',
  payment_processor: 'M-Pesa',
  phone: '254712345671',
  card_last4: null,
  receipt_number: null,
  failure_reason: null,
  created_at: '2026-11-24T10:00:00.000Z',
  processed_at: null,
  ...over,
});

onlyNockedCalls();
eachTestStartsWithSession(buyerSession);

describe('POST /api/payments', () => {
  it('asks the API to prompt the normalised M-Pesa number, with the session’s token, and answers the attempt', async () => {
    const scope = nock(API)
      .post('/orders/12/payments', { method: 'mpesa', phone: '254712345671' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Check your phone and enter your M-Pesa PIN.', { payment: attempt() }));

    const response = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'mpesa', phone: '+254 712 345 671' }), routeContext());

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: 'Check your phone and enter your M-Pesa PIN.',
      payment: { id: 31, status: 'pending', method: 'mpesa', processor: 'M-Pesa', phone: '254712345671' },
    });
  });

  it("asks for a card attempt with no card data, and answers the card provider's page to send the buyer to", async () => {
    const page = 'https://checkout.paystack.com/0peioxfhpn';
    nock(API)
      .post('/orders/12/payments', { method: 'card' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(
        201,
        envelope('Continue to the secure card payment page.', {
          payment: attempt({ method: 'card', payment_processor: 'Card', phone: null, redirect_url: page }),
        }),
      );
    // Card fields a client still sends are not passed on: the card is typed on the provider's page only.
    const response = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'card', cardNumber: '4084 0840 8408 4081' }), routeContext());
    expect(response.status).toBe(201);
    expect((await response.json()).payment).toMatchObject({ status: 'pending', method: 'card', redirectUrl: page, cardLast4: null });
  });

  it('refuses a number that is not a Kenyan mobile before the API hears of it', async () => {
    const response = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'mpesa', phone: '0812 345 678' }), routeContext());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.phone, fieldErrors: { phone: PAYMENT_MESSAGES.phone } });
  });

  it('passes the API’s refusals on: a paid order (409), the API’s field errors under the form’s names (422)', async () => {
    nock(API)
      .post('/orders/12/payments')
      .reply(409, envelope('This order is already paid.', null, 'error'));
    const paid = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'mpesa', phone: '0712345671' }), routeContext());
    expect(paid.status).toBe(409);
    expect((await paid.json()).message).toBe('This order is already paid.');

    nock(API)
      .post('/orders/12/payments')
      .reply(422, envelope('Enter a Safaricom number.', { phone: ['Enter a Safaricom number.'] }, 'error'));
    const refused = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'mpesa', phone: '0712345671' }), routeContext());
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors).toEqual({ phone: 'Enter a Safaricom number.' });
  });

  it('says the payment could not start when M-Pesa cannot be reached (502), never a 500', async () => {
    nock(API)
      .post('/orders/12/payments')
      .reply(502, envelope('M-Pesa could not be reached. Please try again in a moment.', null, 'error'));
    const response = await POST(jsonRequest('POST', '/api/payments', { orderId: 12, method: 'mpesa', phone: '0712345671' }), routeContext());
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(PAYMENT_MESSAGES.startFailed);
  });
});

describe('GET /api/payments/{id}', () => {
  it('answers the buyer’s attempt as it stands, with its receipt once paid', async () => {
    nock(API)
      .get('/payments/31')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(
        200,
        envelope('Payment', {
          payment: attempt({ status: 'completed', payment_status: 'completed', receipt_number: 'SBX4K2M9QZ', processed_at: '2026-11-24T10:00:05.000Z' }),
        }),
      );
    const response = await GET(jsonRequest('GET', '/api/payments/31'), routeContext({ id: '31' }));
    expect(response.status).toBe(200);
    expect((await response.json()).payment).toMatchObject({ status: 'completed', receipt: 'SBX4K2M9QZ' });
  });

  it('says when M-Pesa is still being checked (the API could not get its answer yet)', async () => {
    nock(API)
      .get('/payments/33')
      .reply(200, envelope('OK', { payment: attempt({ payment_id: 33, still_checking: true }) }));
    const response = await GET(jsonRequest('GET', '/api/payments/33'), routeContext({ id: '33' }));
    expect((await response.json()).payment).toMatchObject({ id: 33, status: 'pending', stillChecking: true });
  });

  it('answers another buyer’s attempt, or a broken id, with a 404', async () => {
    nock(API)
      .get('/payments/32')
      .reply(404, envelope('Payment not found', null, 'error'));
    expect((await GET(jsonRequest('GET', '/api/payments/32'), routeContext({ id: '32' }))).status).toBe(404);
    expect((await GET(jsonRequest('GET', '/api/payments/x'), routeContext({ id: 'x' }))).status).toBe(404);
  });
});

describe('GET /api/payments/methods', () => {
  it('answers which methods the API takes, without the buyer’s token (the same for everyone)', async () => {
    const scope = nock(API, { badheaders: ['authorization'] })
      .get('/payments/methods')
      .reply(200, envelope('OK', { mpesa: { available: true, test: false }, card: { available: false, test: false } }));
    const response = await GET_METHODS(jsonRequest('GET', '/api/payments/methods'), routeContext());
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ methods: { mpesa: { available: true, test: false }, card: { available: false, test: false } } });
  });

  it('offers no card when the API’s answer about it cannot be read', async () => {
    nock(API)
      .get('/payments/methods')
      .reply(200, envelope('OK', { mpesa: { available: true, test: true } }));
    const response = await GET_METHODS(jsonRequest('GET', '/api/payments/methods'), routeContext());
    expect((await response.json()).methods.card).toEqual({ available: false, test: true });
  });

  it('says the ways to pay could not be loaded when the API is down, never a 500', async () => {
    nock(API).get('/payments/methods').reply(503, 'down');
    const response = await GET_METHODS(jsonRequest('GET', '/api/payments/methods'), routeContext());
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(PAYMENT_MESSAGES.methodsLoadFailed);
  });
});
