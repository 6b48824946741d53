/** @jest-environment jsdom */
// The Refunds section of an order's page (issue 34, point 3): each refund's amount, where it goes,
// its state in words ("On its way", "Refunded", "Delayed: our team is on it"), the receipt once it
// arrived, its date and a credit note to download through our own handler. An order without
// refunds has no such section.
import { render, screen, within } from '@testing-library/react';
import OrderPage from '@/app/(site)/(account)/order/[order_id]/page';
import { OrderRefunds } from '@/components/orders/order-refunds';
import type { OrderDetail, OrderRefund } from '@/lib/domain/orders';
import { formatDate } from '@/lib/format/date';
import type { UpstreamResult } from '@/lib/upstream/client';
import { getOrder } from '@/lib/upstream/orders';
import { requireUser } from '@/lib/session/session';
import { router } from '../../support/browser';

jest.mock('next/navigation', () => ({ redirect: jest.fn(), notFound: jest.fn(), useRouter: () => router }));
jest.mock('@/lib/session/session', () => ({ requireUser: jest.fn() }));
jest.mock('@/lib/upstream/orders', () => ({ getOrder: jest.fn() }));

const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });

const toMpesa: OrderRefund = {
  id: 41,
  amount: 2650,
  method: 'mpesa',
  destination: 'M-Pesa 2547•••••671',
  status: 'completed',
  cause: 'cancel',
  receipt: 'SBX4N7Q2WD',
  createdAt: '2026-11-04T09:00:00.000Z',
  completedAt: '2026-11-04T09:02:00.000Z',
};
const toCard: OrderRefund = {
  ...toMpesa,
  id: 42,
  amount: 400,
  method: 'card',
  destination: 'card ending 4242',
  status: 'pending',
  receipt: null,
  completedAt: null,
};
const delayed: OrderRefund = { ...toMpesa, id: 43, amount: 150, status: 'failed', receipt: 'NOT-YET-SHOWN', completedAt: null };

const rowOf = (amount: string) => screen.getByRole('rowheader', { name: amount }).closest('tr')!;

describe('the Refunds section', () => {
  it('shows each refund’s amount, destination, state in words, receipt once completed, date and credit note', () => {
    render(<OrderRefunds refunds={[toMpesa, toCard, delayed]} />);
    const section = screen.getByRole('region', { name: 'Refunds' });
    expect(within(section).getAllByRole('row')).toHaveLength(4);

    const refunded = rowOf('Ksh 2,650');
    expect(within(refunded).getByText('M-Pesa 2547•••••671')).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toHaveAttribute('data-tone', 'green');
    expect(within(refunded).getByText('SBX4N7Q2WD')).toBeInTheDocument();
    expect(within(refunded).getByText(formatDate(toMpesa.completedAt, 'medium'))).toBeInTheDocument();
    const note = within(refunded).getByRole('link', { name: /Credit note/ });
    expect(note).toHaveAttribute('href', '/api/refunds/41/credit-note');
    expect(note).toHaveAttribute('download');

    const onItsWay = rowOf('Ksh 400');
    expect(within(onItsWay).getByText('card ending 4242')).toBeInTheDocument();
    expect(within(onItsWay).getByText('On its way')).toHaveAttribute('data-tone', 'yellow');
    expect(within(onItsWay).getByRole('link', { name: /Credit note/ })).toHaveAttribute('href', '/api/refunds/42/credit-note');

    // A receipt is shown only for a refund that arrived.
    const failed = rowOf('Ksh 150');
    expect(within(failed).getByText('Delayed: our team is on it')).toHaveAttribute('data-tone', 'red');
    expect(within(failed).queryByText('NOT-YET-SHOWN')).toBeNull();
  });

  it('is absent for an order without refunds', () => {
    const { container } = render(<OrderRefunds refunds={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the order page', () => {
  const canceled: OrderDetail = {
    id: 12,
    number: 'ORD-2026-000012',
    status: 'Canceled',
    financialStatus: 'refunded',
    paymentState: 'refunded',
    createdAt: '2026-11-03T10:00:00.000Z',
    buyer: { name: 'Baraka Otieno', email: 'baraka@example.com' },
    lines: [],
    subtotal: 2500,
    discount: 0,
    promoCode: null,
    promoDiscount: 0,
    shipping: 350,
    tax: 200,
    total: 2650,
    currency: 'KES',
    shippingAddress: null,
    canPay: false,
    paymentDueAt: null,
    payment: null,
    paymentParts: [],
    refunds: [toMpesa],
    amountDue: 0,
    walletAvailable: 0,
    invoice: null,
    shipments: [],
  };

  beforeEach(() => {
    jest.mocked(requireUser).mockResolvedValue({
      user: { id: '8', name: 'Baraka Otieno', email: 'baraka@example.com', userType: 'buyer' },
      accessToken: 'token',
    });
  });

  it('shows the Refunds section of an order that has refunds', async () => {
    jest.mocked(getOrder).mockResolvedValue(ok({ order: canceled }));
    render(await OrderPage({ params: Promise.resolve({ order_id: '12' }), searchParams: Promise.resolve({}) }));
    const section = screen.getByRole('region', { name: 'Refunds' });
    expect(within(section).getByText('Refunded')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Credit note/ })).toHaveAttribute('href', '/api/refunds/41/credit-note');
  });

  it('has no Refunds section for an order without refunds', async () => {
    jest.mocked(getOrder).mockResolvedValue(ok({ order: { ...canceled, refunds: [] } }));
    render(await OrderPage({ params: Promise.resolve({ order_id: '12' }), searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { name: /ORD-2026-000012/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});
