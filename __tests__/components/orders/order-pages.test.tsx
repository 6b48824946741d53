/** @jest-environment jsdom */
// Order History, Track Order and the dashboard as the server renders them: beside an order's
// status ("Pending" for a paid order not yet shipped as much as for an unpaid one) each says where
// its money stands, "Awaiting payment" or "Paid" (or a refund).
import { render, screen, within } from '@testing-library/react';
import DashboardPage from '@/app/(site)/(account)/dashboard/page';
import { OrderDetail as OrderDetailView } from '@/components/orders/order-detail';
import OrderHistoryPage from '@/app/(site)/(account)/order-history/page';
import TrackOrderPage from '@/app/(site)/(account)/track-order/page';
import type { AccountSummary, ActivityItem } from '@/lib/domain/account';
import type { OrderDetail, OrderSummary, OrderTracking } from '@/lib/domain/orders';
import { getAccountSummary } from '@/lib/upstream/account';
import type { UpstreamResult } from '@/lib/upstream/client';
import { listOrders, trackOrder } from '@/lib/upstream/orders';
import { requireUser } from '@/lib/session/session';

// Every read answers, so no page redirects to login.
jest.mock('next/navigation', () => ({ redirect: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ requireUser: jest.fn() }));
jest.mock('@/lib/upstream/account', () => ({ getAccountSummary: jest.fn() }));
jest.mock('@/lib/upstream/orders', () => ({ listOrders: jest.fn(), trackOrder: jest.fn() }));

const buyer = { user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const }, accessToken: 'token' };
const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });

const summary = (id: number, paymentState: OrderSummary['paymentState']): OrderSummary => ({
  id,
  number: `ORD-2026-00000${id}`,
  buyerName: 'Amina Wanjiru',
  status: 'Pending',
  paid: paymentState === 'paid',
  returnable: false,
  paymentState,
  total: 3100,
  currency: 'KES',
  createdAt: '2026-11-01T10:00:00.000Z',
  itemCount: 1,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requireUser).mockResolvedValue(buyer);
});

it('Order History shows each order’s payment state beside its status', async () => {
  jest
    .mocked(listOrders)
    .mockResolvedValue(ok({ items: [summary(1, 'paid'), summary(2, 'awaiting'), summary(3, 'refunded')], page: 1, lastPage: 1, perPage: 10, total: 3 }));
  render(await OrderHistoryPage({ searchParams: Promise.resolve({}) }));
  expect(screen.getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();
  const rows = screen.getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Paid')).toHaveAttribute('data-tone', 'green');
  expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Awaiting payment')).toHaveAttribute('data-tone', 'yellow');
  expect(within(rows[2]).getByText('Refunded')).toBeInTheDocument();
});

it('Track Order shows the payment state beside the tracking status', async () => {
  const tracking: OrderTracking = { status: 'Pending', steps: [{ label: 'Pending', done: true, date: '2026-11-01T10:00:00.000Z' }] };
  const order = { id: 1, number: 'ORD-2026-000001', paymentState: 'awaiting', shipments: [] as OrderDetail['shipments'] } as OrderDetail;
  jest.mocked(trackOrder).mockResolvedValue(ok({ order, tracking }));
  render(await TrackOrderPage({ searchParams: Promise.resolve({ number: 'ORD-2026-000001' }) }));
  const result = screen.getByRole('region', { name: 'Order ORD-2026-000001' });
  expect(within(result).getAllByText('Pending').length).toBeGreaterThan(0);
  expect(within(result).getByText('Awaiting payment')).toBeInTheDocument();
});

it('the dashboard’s recent orders show their payment state beside their status', async () => {
  const activity = (id: number, paymentState: ActivityItem['paymentState']): ActivityItem => ({
    type: 'order',
    id,
    title: `Order ORD-2026-00000${id} placed`,
    detail: '1 item',
    amount: 3100,
    status: 'Pending',
    paymentState,
    date: '2026-11-01T10:00:00.000Z',
    href: `/order/${id}`,
  });
  const figures: AccountSummary = {
    orders: { total: 2, onTheWay: 1 },
    openTickets: 0,
    wishlistItems: 0,
    wallet: { balance: 0, currency: 'KES' },
    reviews: { count: 0, averageRating: null },
    recentActivity: [activity(1, 'paid'), activity(2, 'awaiting')],
  };
  jest.mocked(getAccountSummary).mockResolvedValue(ok(figures));
  render(await DashboardPage());
  const items = within(screen.getByRole('region', { name: 'Recent activity' })).getAllByRole('listitem');
  expect(within(items[0]).getByText('Paid')).toBeInTheDocument();
  expect(within(items[1]).getByText('Awaiting payment')).toBeInTheDocument();
});

it('an order refunded by an approved return says so beside its status, and so does its invoice', () => {
  const order: OrderDetail = {
    id: 4,
    number: 'ORD-2026-000004',
    status: 'Delivered',
    financialStatus: 'refunded',
    paymentState: 'refunded',
    createdAt: '2026-11-01T10:00:00.000Z',
    buyer: { name: 'Amina Wanjiru', email: 'amina@example.com' },
    lines: [],
    subtotal: 2500,
    discount: 0,
    shipping: 350,
    tax: 200,
    total: 3050,
    paymentParts: [],
    refunds: [],
    amountDue: 0,
    walletAvailable: 0,
    currency: 'KES',
    shippingAddress: null,
    canPay: false,
    paymentDueAt: null,
    payment: null,
    invoice: { number: 'INV-2026-000004', status: 'Refunded' },
    shipments: [],
  };
  render(<OrderDetailView order={order} />);
  const paymentStatus = screen.getByText('Payment status').parentElement!;
  expect(within(paymentStatus).getByText('Refunded')).toHaveAttribute('data-tone', 'blue');
  expect(screen.getByText('INV-2026-000004 (Refunded)')).toBeInTheDocument();
});
