/** @jest-environment node */
// The shop's order steps (POST /api/seller/orders/{id}/accept, /ship, /deliver, /cancel) and the
// packing slip (GET .../packing-slip): each sends the seller's token, answers the step's message
// and the order's new state, checks the ship and cancel forms before the API, passes the API's 409
// and 404 on with its words, refuses a visitor (401) and another site (403) before the API, and
// ends the session when the API refuses the token.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as accept } from '@/app/api/seller/orders/[orderId]/accept/route';
import { POST as ship } from '@/app/api/seller/orders/[orderId]/ship/route';
import { POST as deliver } from '@/app/api/seller/orders/[orderId]/deliver/route';
import { POST as cancel } from '@/app/api/seller/orders/[orderId]/cancel/route';
import { GET as packingSlip } from '@/app/api/seller/orders/[orderId]/packing-slip/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

const sellerSession = { ...helpers.buyerSession, user: { ...helpers.buyerSession.user, userType: 'seller' as const } };

const orderJson = (state: string) => ({
  id: 31,
  order_id: 12,
  order_number: 'ORD-2026-000012',
  state,
  is_new: state === 'pending',
  buyer: { name: 'Amina Wanjiru' },
  shipping_address: { name: 'Amina Wanjiru', address1: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '+254712000001' },
  lines: [{ product_id: 5, name: 'Kiondo basket', sku: 'KIO-1', quantity: 2, unit_price: 1500, line_total: 3000 }],
  total: 3000,
  carrier: state === 'shipped' ? 'G4S' : null,
  tracking_number: state === 'shipped' ? 'G4S-778' : null,
  cancel_reason: state === 'canceled' ? 'Out of stock.' : null,
  refund: state === 'canceled' ? 3000 : null,
  events: [{ step: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' }],
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(sellerSession);

const ctx = helpers.routeContext({ orderId: '31' });
const post = (handler: typeof accept, step: string, body?: unknown, options?: { origin?: string | null }) =>
  handler(helpers.jsonRequest('POST', `/api/seller/orders/31/${step}`, body, options), ctx);

describe('the seller’s order steps', () => {
  it.each([
    ['accept', accept, 'accepted', 'Order accepted.'],
    ['deliver', deliver, 'delivered', 'Order marked as delivered.'],
  ] as const)('%s sends the seller’s token and answers the new state', async (step, handler, state, message) => {
    const scope = nock(API)
      .post(`/seller/orders/31/${step}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('ok', orderJson(state)));
    const response = await post(handler, step);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message, state });
  });

  it('ships with the carrier and tracking number, trimmed', async () => {
    const scope = nock(API)
      .post('/seller/orders/31/ship', { carrier: 'G4S', tracking_number: 'G4S-778' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Order marked as shipped.', orderJson('shipped')));
    const response = await post(ship, 'ship', { carrier: ' G4S ', tracking_number: 'G4S-778 ' });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Order marked as shipped.', state: 'shipped' });
  });

  it('cancels with the reason', async () => {
    const scope = nock(API)
      .post('/seller/orders/31/cancel', { reason: 'Out of stock.' })
      .reply(200, envelope('Order canceled and the buyer refunded.', orderJson('canceled')));
    const response = await post(cancel, 'cancel', { reason: 'Out of stock.' });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Order canceled and the buyer refunded.', state: 'canceled' });
  });

  it('names the missing ship fields without calling the API', async () => {
    const response = await post(ship, 'ship', { carrier: '  ' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please enter the carrier.',
      fieldErrors: { carrier: 'Please enter the carrier.', tracking_number: 'Please enter the tracking number.' },
    });
  });

  it('asks for the reason to cancel without calling the API', async () => {
    const response = await post(cancel, 'cancel', { reason: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please say why the order is canceled.',
      fieldErrors: { reason: 'Please say why the order is canceled.' },
    });
  });

  it.each([
    [409, 'Please accept this order before shipping it.'],
    [404, 'Order not found.'],
    [403, 'Not a seller.'],
  ])('passes the API’s %i on with its message', async (status, text) => {
    nock(API)
      .post('/seller/orders/31/ship')
      .reply(status, envelope(text, null, 'error'));
    const response = await post(ship, 'ship', { carrier: 'G4S', tracking_number: 'G4S-778' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .post('/seller/orders/31/accept')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post(accept, 'accept');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to update the order. Please try again.' });
  });

  it('answers 404 for an address that is no order id, without calling the API', async () => {
    const response = await accept(helpers.jsonRequest('POST', '/api/seller/orders/abc/accept'), helpers.routeContext({ orderId: 'abc' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found' });
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await post(accept, 'accept');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to manage your shop's orders." });
  });

  it('refuses another site’s step (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post(deliver, 'deliver', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/seller/orders/31/accept').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post(accept, 'accept'));
  });
});

describe('GET /api/seller/orders/{id}/packing-slip', () => {
  const download = () => packingSlip(helpers.jsonRequest('GET', '/api/seller/orders/31/packing-slip'), ctx);

  it('passes the PDF on as a file, with the seller’s token only on the server side', async () => {
    nock(API).get('/seller/orders/31/packing-slip').matchHeader('authorization', `Bearer ${TOKEN}`).reply(200, Buffer.from('%PDF-1.7\n%test\n'), {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="packing-slip-ORD-2026-000012.pdf"',
    });
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="packing-slip-ORD-2026-000012.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers another shop’s order 404 with the API’s words', async () => {
    nock(API)
      .get('/seller/orders/31/packing-slip')
      .reply(404, envelope('Order not found.', null, 'error'));
    const response = await download();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found.' });
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .get('/seller/orders/31/packing-slip')
      .reply(503, envelope('down', null, 'error'));
    const response = await download();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to download the packing slip. Please try again.' });
  });
});
