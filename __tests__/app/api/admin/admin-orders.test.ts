/** @jest-environment node */
// The console's orders handlers: GET /api/admin/orders/export passes the API's CSV on as a private
// file with the list's filters (checked first with the contract's schema), and POST
// /api/admin/orders/{id}/cancel sends the reason with the admin's token, says what was done, and
// passes the API's 409 on with its words. A visitor gets 401 and a buyer 403, before the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as cancel } from '@/app/api/admin/orders/[orderId]/cancel/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(helpers.adminSession);

const CSV = 'order_number,placed_at\r\nORD-2026-000012,2026-11-20T08:00:00.000Z\r\n';

const orderJson = {
  id: 12,
  order_number: 'ORD-2026-000012',
  created_at: '2026-11-20T08:00:00.000Z',
  buyer: { id: 7, name: 'Amina Wanjiru', email: 'amina@example.com' },
  shops: [{ id: 5, name: 'Kazuri Beads' }],
  total: 3350,
  currency: 'KES',
  order_status: 'Canceled',
  financial_status: 'refunded',
  subtotal: 3000,
  discount: 0,
  shipping: 350,
  tax: 0,
  shipping_address: null,
  payment_due_at: null,
  lines: [],
  payments: [],
  shipments: [],
  history: [],
  cancellable: false,
};

const get = (query: string) => exportCsv(new Request(`${helpers.SITE}/api/admin/orders/export${query}`));
const post = (body: unknown, id = '12') => cancel(helpers.jsonRequest('POST', `/api/admin/orders/${id}/cancel`, body), helpers.routeContext({ orderId: id }));

describe('GET /api/admin/orders/export', () => {
  it('passes the API’s CSV on as a private file, with the filters that are set', async () => {
    const scope = nock(API)
      .get('/admin/orders/export')
      .query({ buyer: 'amina', status: 'Canceled' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, CSV, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-11-28.csv"' });
    const response = await get('?buyer=amina&status=Canceled&shop=');
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-28.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(CSV);
  });

  it('refuses a filter that is not valid (422) without calling the API', async () => {
    const response = await get('?status=Lost&from=2026-05-02&to=2026-05-01');
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('status must be one of Pending, Shipped, Delivered, Canceled.');
  });

  it('answers a visitor 401 and a buyer 403 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    expect((await get('')).status).toBe(401);
    mockedSession.mockResolvedValue(helpers.buyerSession);
    const response = await get('');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Only an admin can manage orders.' });
  });
});

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('sends the reason, trimmed, with the admin’s token and says what was done', async () => {
    const scope = nock(API)
      .post('/admin/orders/12/cancel', { reason: 'The buyer asked.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Order canceled.', orderJson));
    const response = await post({ reason: '  The buyer asked. ' });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Order canceled: the stock is back, the refund is on its way to where the buyer paid, and they were told why.',
      orderStatus: 'Canceled',
    });
  });

  it('asks for the reason without calling the API', async () => {
    const response = await post({ reason: '   ' });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ reason: 'Please say why the order is canceled.' });
  });

  it('passes the API’s 409 on with its message', async () => {
    nock(API)
      .post('/admin/orders/12/cancel')
      .reply(409, envelope('Part of this order has already shipped, so it can no longer be canceled.', null, 'error'));
    const response = await post({ reason: 'Too late.' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Part of this order has already shipped, so it can no longer be canceled.' });
  });

  it('answers 404 for an address that is no order id, and a buyer 403, without calling the API', async () => {
    expect((await post({ reason: 'x' }, 'abc')).status).toBe(404);
    mockedSession.mockResolvedValue(helpers.buyerSession);
    expect((await post({ reason: 'x' })).status).toBe(403);
  });
});
