/** @jest-environment jsdom */
// The buyer's shipments (issue 32): one per shop of the order's lines, each with its shop (linked
// to the shop's page), its state, carrier and tracking number, and a timeline of its dated steps,
// on Track Order (without JavaScript: no button there) and on the order's page, where a shipped
// parcel offers "I received it", which confirms it and then shows it delivered.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrackOrderPage from '@/app/(site)/(account)/track-order/page';
import { OrderShipments } from '@/components/orders/order-shipments';
import type { OrderDetail, OrderShipment, OrderTracking } from '@/lib/domain/orders';
import { formatDate } from '@/lib/format/date';
import type { UpstreamResult } from '@/lib/upstream/client';
import { trackOrder } from '@/lib/upstream/orders';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, renderWithToasts, router, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({ redirect: jest.fn(), useRouter: () => router }));
jest.mock('@/lib/session/session', () => ({ requireUser: jest.fn() }));
jest.mock('@/lib/upstream/orders', () => ({ trackOrder: jest.fn() }));

const buyer = { user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const }, accessToken: 'token' };
const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });

const shipped: OrderShipment = {
  id: 5,
  shop: { id: 2, name: 'Kazuri Beads', slug: 'kazuri-beads' },
  state: 'shipped',
  carrier: 'G4S',
  trackingNumber: 'G4S-000123',
  events: [
    { step: 'pending', at: '2026-11-01T10:00:00.000Z' },
    { step: 'accepted', at: '2026-11-01T12:00:00.000Z' },
    { step: 'shipped', at: '2026-11-02T09:30:00.000Z' },
  ],
};

const waiting: OrderShipment = {
  id: 6,
  shop: { id: 3, name: 'Maasai Market Crafts', slug: 'maasai-market-crafts' },
  state: 'accepted',
  carrier: null,
  trackingNumber: null,
  events: [
    { step: 'pending', at: '2026-11-01T10:00:00.000Z' },
    { step: 'accepted', at: '2026-11-01T15:00:00.000Z' },
  ],
};

const shipment = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(buyer);
});

describe('the shipments section', () => {
  it('shows each shop’s shipment with its state, carrier, tracking number and dated timeline', () => {
    render(<OrderShipments orderId={41} shipments={[shipped, waiting]} />);
    const section = screen.getByRole('region', { name: 'Shipments' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);

    const kazuri = shipment('Kazuri Beads');
    expect(within(kazuri).getByRole('link', { name: 'Kazuri Beads' })).toHaveAttribute('href', '/seller-gallery/shop/kazuri-beads');
    expect(within(kazuri).getByText('Shipped', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'blue');
    expect(within(kazuri).getByText('G4S')).toBeInTheDocument();
    expect(within(kazuri).getByText('G4S-000123')).toBeInTheDocument();
    const steps = within(within(kazuri).getByRole('list', { name: 'Timeline: Kazuri Beads' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Order received by the shop${formatDate('2026-11-01T10:00:00.000Z', 'dateTime')}`,
      `Accepted by the shop${formatDate('2026-11-01T12:00:00.000Z', 'dateTime')}`,
      `Shipped${formatDate('2026-11-02T09:30:00.000Z', 'dateTime')}`,
    ]);
    expect(within(steps[2]).getByText(formatDate('2026-11-02T09:30:00.000Z', 'dateTime'))).toHaveAttribute('datetime', '2026-11-02T09:30:00.000Z');

    const maasai = shipment('Maasai Market Crafts');
    expect(within(maasai).getByText('Being prepared')).toHaveAttribute('data-tone', 'yellow');
    expect(within(maasai).getAllByText('Not shipped yet')).toHaveLength(2);
  });

  it('shows an order with one shop as one shipment', () => {
    render(<OrderShipments orderId={41} shipments={[shipped]} />);
    expect(within(screen.getByRole('region', { name: 'Shipments' })).getAllByRole('article')).toHaveLength(1);
  });

  it('shows nothing for an order the API lists no shipments for', () => {
    const { container } = render(<OrderShipments orderId={41} shipments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers “I received it” only on a shipped parcel, and only where asked (the order’s page)', () => {
    const delivered: OrderShipment = { ...shipped, id: 7, shop: { id: 4, name: 'Nyeri Weavers', slug: 'nyeri-weavers' }, state: 'delivered' };
    const { unmount } = renderWithToasts(<OrderShipments orderId={41} shipments={[shipped, waiting, delivered]} receivable />);
    expect(screen.getAllByRole('button', { name: 'I received it' })).toHaveLength(1);
    expect(within(shipment('Kazuri Beads')).getByRole('button', { name: 'I received it' })).toBeInTheDocument();
    unmount();

    render(<OrderShipments orderId={41} shipments={[shipped]} />);
    expect(screen.queryByRole('button', { name: 'I received it' })).not.toBeInTheDocument();
  });
});

describe('“I received it”', () => {
  it('confirms the parcel, then shows it delivered, says so and reads the page again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Thank you: the parcel is marked as received.', orderStatus: 'Shipped' }));
    const user = userEvent.setup();
    renderWithToasts(<OrderShipments orderId={41} shipments={[shipped, waiting]} receivable />);
    await user.click(screen.getByRole('button', { name: 'I received it' }));

    await settleUntil(() => expect(within(shipment('Kazuri Beads')).getByText('Delivered').parentElement).toHaveFocus());
    expect(screen.getByText('Thank you: the parcel is marked as received.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/41/fulfilments/5/received', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByRole('button', { name: 'I received it' })).not.toBeInTheDocument();
    const delivered = within(shipment('Kazuri Beads')).getByText('Delivered');
    expect(delivered).toHaveAttribute('data-tone', 'green');
    expect(delivered.parentElement).toHaveFocus();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('says the API’s refusal beside the button and keeps it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This parcel is already delivered.' }));
    const user = userEvent.setup();
    renderWithToasts(<OrderShipments orderId={41} shipments={[shipped]} receivable />);
    await user.click(screen.getByRole('button', { name: 'I received it' }));

    await settleUntil(() => expect(screen.getByText('This parcel is already delivered.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'I received it' })).toBeEnabled();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('Track Order', () => {
  it('shows the order’s shipments with their timelines, without the button', async () => {
    const tracking: OrderTracking = { status: 'Pending', steps: [{ label: 'Pending', done: true, date: '2026-11-01T10:00:00.000Z' }] };
    const order = { id: 41, number: 'ORD-2026-000041', status: 'Pending', paymentState: 'paid', shipments: [shipped, waiting] } as OrderDetail;
    jest.mocked(trackOrder).mockResolvedValue(ok({ order, tracking }));
    render(await TrackOrderPage({ searchParams: Promise.resolve({ number: 'ORD-2026-000041' }) }));

    expect(within(screen.getByRole('region', { name: 'Order ORD-2026-000041' })).getAllByText('Pending').length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: 'Shipments' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Kazuri Beads', 'Maasai Market Crafts']);
    expect(within(shipment('Kazuri Beads')).getByText('G4S-000123')).toBeInTheDocument();
    expect(within(shipment('Kazuri Beads')).getByRole('list', { name: 'Timeline: Kazuri Beads' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I received it' })).not.toBeInTheDocument();
  });
});
