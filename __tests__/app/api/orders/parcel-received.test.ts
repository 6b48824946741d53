/** @jest-environment node */
// POST /api/orders/{orderId}/fulfilments/{fulfilmentId}/received: the buyer's "I received it"
// reaches the API with their token and answers the order's new status; a parcel not shipped yet is
// the API's 409 and another buyer's shipment its 404, both passed on in the API's words; a visitor,
// another site and an address that names no shipment never reach the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as received } from '@/app/api/orders/[orderId]/fulfilments/[fulfilmentId]/received/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(helpers.buyerSession);

const post = (orderId: string, fulfilmentId: string, options?: { origin?: string | null }) =>
  received(
    helpers.jsonRequest('POST', `/api/orders/${orderId}/fulfilments/${fulfilmentId}/received`, undefined, options),
    helpers.routeContext({ orderId, fulfilmentId }),
  );

describe('POST /api/orders/{orderId}/fulfilments/{fulfilmentId}/received', () => {
  it('confirms the parcel with the buyer’s token and answers the order’s new status', async () => {
    const scope = nock(API)
      .post('/orders/41/fulfilments/7/received')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Thank you: the parcel is marked as received.', { order_status: 'Delivered' }));
    const response = await post('41', '7');
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Thank you: the parcel is marked as received.', orderStatus: 'Delivered' });
  });

  it('passes the API’s 409 on with its words when the parcel is not shipped yet', async () => {
    nock(API)
      .post('/orders/41/fulfilments/7/received')
      .reply(409, envelope('This parcel has not been shipped yet.', null, 'error'));
    const response = await post('41', '7');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This parcel has not been shipped yet.' });
  });

  it('answers 404 for another buyer’s shipment, as the API does', async () => {
    nock(API)
      .post('/orders/52/fulfilments/9/received')
      .reply(404, envelope('Order not found', null, 'error'));
    const response = await post('52', '9');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Order not found' });
  });

  it('answers 404 for an address that names no shipment, without calling the API', async () => {
    const scope = nock(API)
      .post(/received/)
      .reply(200, envelope('ok', { order_status: 'Delivered' }));
    const response = await post('41', 'abc');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Shipment not found' });
    expect(scope.isDone()).toBe(false);
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const scope = nock(API)
      .post('/orders/41/fulfilments/7/received')
      .reply(200, envelope('ok', { order_status: 'Delivered' }));
    const response = await post('41', '7');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to continue.' });
    expect(scope.isDone()).toBe(false);
  });

  it('refuses another site’s write (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post('41', '7', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .post('/orders/41/fulfilments/7/received')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post('41', '7');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'We could not confirm the parcel just now. Please try again.' });
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/orders/41/fulfilments/7/received').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post('41', '7'));
  });
});
