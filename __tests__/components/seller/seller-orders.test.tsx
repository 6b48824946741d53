/** @jest-environment jsdom */
// The seller's orders: the list (newest first as the API gives them, new ones marked, the filter
// by state and the pages in the address, the state on each row) and one order (the buyer and
// address, the lines with SKU, the timeline, the packing slip). The actions offered follow the
// state; each step goes through our handler, says the API's refusal as it is, and reads the page
// again on success. A buyer gets nothing from the pages (the layout's 403), a visitor the login.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SellerOrdersPage from '@/app/(seller)/seller/orders/page';
import SellerOrderPage from '@/app/(seller)/seller/orders/[id]/page';
import { SellerOrderActions } from '@/components/seller/orders/seller-order-actions';
import type { FulfilmentState } from '@/contract/rules/status';
import type { SellerOrderDetail, SellerOrderSummary } from '@/lib/domain/seller-orders';
import { getSellerOrder, listSellerOrders } from '@/lib/upstream/seller-orders';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';
import { failed, listPage, ok } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/seller-orders', () => ({ listSellerOrders: jest.fn(), getSellerOrder: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller') => ({ user: { id: '7', name: 'Kazuri Beads', email: 'kazuri@example.com', userType }, accessToken: 'token' });

const row = (id: number, state: FulfilmentState): SellerOrderSummary => ({
  id,
  orderId: 100 + id,
  number: `ORD-2026-0000${id}`,
  buyerName: 'Amina Wanjiru',
  state,
  isNew: state === 'pending',
  itemCount: 3,
  total: 4500,
  createdAt: '2026-11-20T08:00:00.000Z',
});

const order = (state: FulfilmentState): SellerOrderDetail => ({
  ...row(31, state),
  shippingAddress: ['Amina Wanjiru', 'Moi Avenue 1', 'Nairobi', 'Kenya'],
  lines: [{ productId: 5, name: 'Kiondo basket', sku: 'KIO-1', quantity: 3, unitPrice: 1500, lineTotal: 4500 }],
  carrier: state === 'shipped' ? 'G4S' : null,
  trackingNumber: state === 'shipped' ? 'G4S-778' : null,
  cancelReason: null,
  refund: null,
  events: [
    { step: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' },
    ...(state === 'shipped' ? [{ step: 'shipped' as const, note: 'G4S G4S-778', at: '2026-11-21T09:30:00.000Z' }] : []),
  ],
  updatedAt: '2026-11-21T09:30:00.000Z',
});

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('seller'));
});

describe('/seller/orders', () => {
  it('lists the shop’s orders with their number, date, buyer, items, total and state, new ones marked', async () => {
    jest.mocked(listSellerOrders).mockResolvedValue(listPage([row(2, 'pending'), row(1, 'shipped')]));
    render(await SellerOrdersPage({ searchParams: Promise.resolve({}) }));
    expect(requireUser).toHaveBeenCalledWith('/seller/orders');
    expect(listSellerOrders).toHaveBeenCalledWith('token', { state: undefined, page: 1 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'ORD-2026-00002' })).toHaveAttribute('href', '/seller/orders/2');
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Amina Wanjiru')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/4,500/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[1]).queryByText('New')).toBeNull();
    expect(within(rows[1]).getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by the state in the address, and keeps it in the page links', async () => {
    jest.mocked(listSellerOrders).mockResolvedValue(listPage([row(1, 'shipped')], 2, 3));
    render(await SellerOrdersPage({ searchParams: Promise.resolve({ state: 'shipped', page: '2' }) }));
    expect(requireUser).toHaveBeenCalledWith('/seller/orders?state=shipped&page=2');
    expect(listSellerOrders).toHaveBeenCalledWith('token', { state: 'shipped', page: 2 });
    const filter = screen.getByRole('navigation', { name: 'Filter orders by state' });
    expect(within(filter).getByRole('link', { name: 'Shipped' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/seller/orders?state=pending');
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/seller/orders');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/seller/orders?state=shipped&page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/seller/orders?state=shipped');
  });

  it('shows every state for a state it does not know', async () => {
    jest.mocked(listSellerOrders).mockResolvedValue(listPage([]));
    render(await SellerOrdersPage({ searchParams: Promise.resolve({ state: 'lost' }) }));
    expect(listSellerOrders).toHaveBeenCalledWith('token', { state: undefined, page: 1 });
    expect(screen.getByText('No orders yet. Paid orders for your shop appear here.')).toBeInTheDocument();
  });

  it('says so when no order is in the chosen state', async () => {
    jest.mocked(listSellerOrders).mockResolvedValue(listPage([]));
    render(await SellerOrdersPage({ searchParams: Promise.resolve({ state: 'canceled' }) }));
    expect(screen.getByText('No orders in this state.')).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(listSellerOrders).mockResolvedValue(failed(502));
    render(await SellerOrdersPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your shop's orders could not be loaded. Please try again later.");
  });

  it('reads nothing for a buyer (the seller layout shows them its 403 page)', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('buyer'));
    expect(await SellerOrdersPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listSellerOrders).not.toHaveBeenCalled();
  });

  it('sends a visitor to login and back (requireUser’s redirect)', async () => {
    jest.mocked(requireUser).mockRejectedValue(new Error('NEXT_REDIRECT /login?redirect=/seller/orders'));
    await expect(SellerOrdersPage({ searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_REDIRECT /login?redirect=/seller/orders');
    expect(listSellerOrders).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    jest.mocked(listSellerOrders).mockResolvedValue(failed(401));
    await expect(SellerOrdersPage({ searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_REDIRECT /api/session/expired?redirect=/seller/orders');
  });
});

const orderPage = (id = '31') => SellerOrderPage({ params: Promise.resolve({ id }) });

describe('/seller/orders/{id}', () => {
  it('shows the buyer and address, the lines with SKU, the timeline and the packing slip', async () => {
    jest.mocked(getSellerOrder).mockResolvedValue(ok(order('shipped')));
    render(await orderPage());
    expect(getSellerOrder).toHaveBeenCalledWith('token', 31);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order ORD-2026-000031');
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    expect(within(shipTo).getAllByText('Amina Wanjiru').length).toBeGreaterThan(0);
    expect(within(shipTo).getByText('Moi Avenue 1')).toBeInTheDocument();
    const line = screen.getByRole('row', { name: /Kiondo basket/ });
    expect(within(line).getByText('KIO-1')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Order placed')).toBeInTheDocument();
    expect(within(timeline).getByText('Shipped')).toBeInTheDocument();
    expect(within(timeline).getByText('G4S G4S-778')).toBeInTheDocument();
    expect(screen.getByText('G4S-778')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packing slip (PDF)' })).toHaveAttribute('href', '/api/seller/orders/31/packing-slip');
  });

  it('is not found for another shop’s order, or an address that is no id', async () => {
    jest.mocked(getSellerOrder).mockResolvedValue(failed(404));
    await expect(orderPage()).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(orderPage('abc')).rejects.toThrow('NEXT_NOT_FOUND');
    expect(getSellerOrder).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a buyer (the seller layout shows them its 403 page)', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('buyer'));
    expect(await orderPage()).toBeNull();
    expect(getSellerOrder).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    jest.mocked(getSellerOrder).mockResolvedValue(failed(401));
    await expect(orderPage()).rejects.toThrow('NEXT_REDIRECT /api/session/expired?redirect=/seller/orders/31');
  });
});

const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .sort();

describe('SellerOrderActions', () => {
  it.each([
    ['pending', ['Accept', 'Cancel order']],
    ['accepted', ['Cancel order', 'Ship']],
    ['shipped', ['Mark delivered']],
    ['delivered', []],
    ['canceled', []],
  ] as const)('offers what a %s order allows', (state, offered) => {
    render(<SellerOrderActions orderId={31} state={state} />);
    expect(buttons()).toEqual([...offered]);
  });

  it('accepts, says so and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Order accepted.', state: 'accepted' }));
    render(<SellerOrderActions orderId={31} state="pending" />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await settleUntil(() => expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/orders/31/accept');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(screen.getByRole('status')).toHaveTextContent('Order accepted.');
    expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says the API’s refusal as it is, and does not read the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This order has not been shipped yet, so it cannot be delivered.' }));
    render(<SellerOrderActions orderId={31} state="shipped" />);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await settleUntil(() => expect(screen.getByText('This order has not been shipped yet, so it cannot be delivered.')).toBeInTheDocument());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/orders/31/deliver');
    expect(screen.getByText('This order has not been shipped yet, so it cannot be delivered.')).toBeInTheDocument();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('ships with the carrier and tracking number, after checking both', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Order marked as shipped.', state: 'shipped' }));
    render(<SellerOrderActions orderId={31} state="accepted" />);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(screen.getByLabelText('Carrier')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(screen.getAllByText('Please enter the carrier.').length).toBeGreaterThan(0);
    expect(screen.getByText('Please enter the tracking number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Carrier'), 'G4S');
    await user.type(screen.getByLabelText('Tracking number'), 'G4S-778');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/orders/31/ship');
    expect(sentBody()).toEqual({ carrier: 'G4S', tracking_number: 'G4S-778' });
    expect(screen.getByRole('status')).toHaveTextContent('Order marked as shipped.');
    expect(screen.queryByLabelText('Carrier')).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows the API’s refusal to ship in the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Please accept this order before shipping it.' }));
    render(<SellerOrderActions orderId={31} state="accepted" />);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await user.type(screen.getByLabelText('Carrier'), 'G4S');
    await user.type(screen.getByLabelText('Tracking number'), 'G4S-778');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await settleUntil(() => expect(screen.getByText('Please accept this order before shipping it.')).toBeInTheDocument());
    expect(screen.getByLabelText('Carrier')).toHaveValue('G4S');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('cancels only after the seller confirms with a reason', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Order canceled and the buyer refunded.', state: 'canceled' }));
    render(<SellerOrderActions orderId={31} state="pending" />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText(/Its stock returns to your shop and the buyer is refunded/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(screen.getAllByText('Please say why the order is canceled.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByLabelText('Reason')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.type(screen.getByLabelText('Reason'), 'Out of stock.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/orders/31/cancel');
    expect(sentBody()).toEqual({ reason: 'Out of stock.' });
    expect(screen.getByRole('status')).toHaveTextContent('Order canceled and the buyer refunded.');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says the screen’s message when the connection fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<SellerOrderActions orderId={31} state="pending" />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await settleUntil(() => expect(screen.getByText('Failed to update the order. Please try again.')).toBeInTheDocument());
  });
});
