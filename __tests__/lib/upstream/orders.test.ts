/** @jest-environment node */
// The buyer's orders as the storefront reads them: each order's payment state comes from the API's
// financial_status, so a paid order waiting to ship and an unpaid one no longer look alike.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { getAccountSummary } from '@/lib/upstream/account';
import { getOrder, listOrders, trackOrder } from '@/lib/upstream/orders';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const envelope = (data: unknown) => ({ status: 'success', message: 'OK', data });

const row = (id: number, financialStatus: string) => ({
  order_id: id,
  order_number: `ORD-2026-00000${id}`,
  buyer: { name: 'Amina Wanjiru' },
  order_status: 'Pending',
  financial_status: financialStatus,
  total_amount: 3100,
  currency: 'KES',
  created_at: '2026-11-01T10:00:00.000Z',
  item_count: 1,
});

onlyNockedCalls();

describe('orders from the API', () => {
  it('gives each listed order its payment state beside its status', async () => {
    const rows = ['pending', 'paid', 'partially_refunded', 'refunded', 'refund_due', 'voided'].map((status, i) => row(i + 1, status));
    nock(API)
      .get('/orders')
      .query({ page: 1 })
      .reply(200, envelope({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length }));
    const result = await listOrders('token', 1);
    expect(result.ok && result.data.items.map((o) => [o.status, o.paymentState, o.paid])).toEqual([
      ['Pending', 'awaiting', false],
      ['Pending', 'paid', true],
      ['Pending', 'partlyRefunded', false],
      ['Pending', 'refunded', false],
      ['Pending', 'refundDue', false],
      ['Pending', 'voided', false],
    ]);
  });

  it('offers a return where the API says one may be asked for, and nowhere when another API says nothing', async () => {
    const rows = [{ ...row(1, 'partially_refunded'), order_status: 'Delivered', returnable: true }, { ...row(2, 'paid'), returnable: false }, row(3, 'paid')];
    nock(API)
      .get('/orders')
      .query({ page: 1 })
      .reply(200, envelope({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length }));
    const result = await listOrders('token', 1);
    expect(result.ok && result.data.items.map((o) => [o.number, o.returnable])).toEqual([
      ['ORD-2026-000001', true],
      ['ORD-2026-000002', false],
      ['ORD-2026-000003', false],
    ]);
  });

  it('gives a tracked order its payment state', async () => {
    const order = {
      ...row(7, 'paid'),
      buyer: { name: 'Amina Wanjiru', email: 'amina@example.com' },
      items: [],
      subtotal: 2500,
      discount: 0,
      shipping: 350,
      tax: 200,
      shipping_address: null,
      payment: null,
      can_pay: false,
      payment_due_at: null,
      invoice: { invoice_number: 'INV-2026-000007', status: 'Paid' },
    };
    nock(API)
      .get('/orders/track/ORD-2026-000007')
      .reply(200, envelope({ order, tracking: { status: 'Pending', steps: [] } }));
    const result = await trackOrder('token', 'ORD-2026-000007');
    expect(result.ok && [result.data.tracking.status, result.data.order.paymentState]).toEqual(['Pending', 'paid']);
  });

  it('reads each shop’s shipment of an order, and none from an API before fulfilments', async () => {
    const order = {
      ...row(8, 'paid'),
      buyer: { name: 'Amina Wanjiru', email: 'amina@example.com' },
      items: [],
      subtotal: 2500,
      discount: 0,
      shipping: 350,
      tax: 200,
      shipping_address: null,
      payment: null,
      can_pay: false,
      payment_due_at: null,
      invoice: null,
    };
    const fulfilment = {
      id: 5,
      shop: { id: 2, name: 'Kazuri Beads', slug: 'kazuri-beads' },
      state: 'shipped',
      carrier: 'G4S',
      tracking_number: 'G4S-123',
      events: [
        { step: 'pending', at: '2026-11-01T10:00:00.000Z' },
        { step: 'shipped', at: '2026-11-02T10:00:00.000Z' },
      ],
    };
    nock(API)
      .get('/orders/8')
      .reply(200, envelope({ order: { ...order, fulfilments: [fulfilment] } }));
    nock(API).get('/orders/9').reply(200, envelope({ order }));
    const withShipments = await getOrder('token', 8);
    expect(withShipments.ok && withShipments.data.order.shipments).toEqual([
      {
        id: 5,
        shop: { id: 2, name: 'Kazuri Beads', slug: 'kazuri-beads' },
        state: 'shipped',
        carrier: 'G4S',
        trackingNumber: 'G4S-123',
        events: fulfilment.events,
      },
    ]);
    const older = await getOrder('token', 9);
    expect(older.ok && older.data.order.shipments).toEqual([]);
  });

  it('gives an order in the recent activity its payment state, and nothing else one', async () => {
    const activity = (type: string, paymentStatus: string | null) => ({
      type,
      id: 1,
      title: 'x',
      detail: '',
      amount: null,
      status: 'Pending',
      payment_status: paymentStatus,
      date: '2026-11-01T10:00:00.000Z',
      href: '/order/1',
    });
    nock(API)
      .get('/account/summary')
      .reply(
        200,
        envelope({
          orders: { total: 2, on_the_way: 1 },
          tickets: { open: 0 },
          wishlist: { items: 0 },
          wallet: { balance: 0, currency: 'KES' },
          reviews: { count: 0, average_rating: null },
          recent_activity: [activity('order', 'pending'), activity('order', 'paid'), activity('ticket', null)],
        }),
      );
    const result = await getAccountSummary('token');
    expect(result.ok && result.data.recentActivity.map((a) => [a.type, a.paymentState])).toEqual([
      ['order', 'awaiting'],
      ['order', 'paid'],
      ['ticket', null],
    ]);
  });
});
