/** @jest-environment jsdom */
// The support pages as the server renders them for the signed-in buyer: the list (rows, empty and
// failed states), a ticket with its conversation (a buyer's and an admin's view), another buyer's
// ticket as not found, and CreateTicket with the buyer's orders.
import { screen, within } from '@testing-library/react';
import SupportTicketsPage from '@/app/(site)/(account)/support/page';
import CreateTicketPage from '@/app/(site)/(account)/support/create/page';
import SupportTicketPage from '@/app/(site)/(account)/support/[ticket_id]/page';
import type { SupportTicket, SupportTicketDetail } from '@/lib/domain/account';
import type { UpstreamResult } from '@/lib/upstream/client';
import { listOrders } from '@/lib/upstream/orders';
import { getTicket, listTickets } from '@/lib/upstream/tickets';
import { requireUser } from '@/lib/session/session';
import { renderWithToasts, router } from '../../support/browser';

const NOT_FOUND = new Error('NEXT_NOT_FOUND');

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/support',
  notFound: () => {
    throw NOT_FOUND;
  },
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));
jest.mock('@/lib/session/session', () => ({ requireUser: jest.fn(), sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}` }));
jest.mock('@/lib/upstream/tickets', () => ({ listTickets: jest.fn(), getTicket: jest.fn() }));
jest.mock('@/lib/upstream/orders', () => ({ listOrders: jest.fn() }));
jest.mock('@/lib/upstream/account', () => ({ getAccountSummary: jest.fn() }));

const buyer = { user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const }, accessToken: 'token' };
const admin = { user: { id: '1', name: 'Njeri Kamau', email: 'admin@example.com', userType: 'admin' as const }, accessToken: 'token' };

const ticket: SupportTicket = {
  id: 31,
  subject: 'Basket arrived damaged',
  description: 'One handle is torn.',
  category: 'delivery',
  priority: 'high',
  status: 'pending',
  orderId: 9,
  orderNumber: 'ORD-2026-000009',
  messageCount: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const detail: SupportTicketDetail = {
  ...ticket,
  buyer: null,
  messages: [
    { id: 4, author: 'buyer', authorName: 'Amina W.', body: 'Any news?', createdAt: '2026-11-01T09:00:00.000Z' },
    { id: 5, author: 'staff', authorName: 'Njeri K.', body: 'A new one is on its way.', createdAt: '2026-11-01T10:00:00.000Z' },
  ],
};

const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });
const failed = (status: number): UpstreamResult<never> => ({
  ok: false,
  error: { kind: status ? 'http' : 'network', status, message: null, fieldErrors: {}, messages: [], retryAfter: null },
});
const page = (items: SupportTicket[], lastPage = 1) => ok({ items, page: 1, lastPage, perPage: 10, total: items.length });
const search = (params: Record<string, string> = {}) => ({ searchParams: Promise.resolve(params) });
const ticketParams = (id: string) => ({ params: Promise.resolve({ ticket_id: id }) });

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(requireUser).mockResolvedValue(buyer);
});

describe('/support', () => {
  it('lists the tickets: subject linking to the ticket, category, status chip, last update; Create Ticket and New message', async () => {
    jest.mocked(listTickets).mockResolvedValue(page([ticket, { ...ticket, id: 32, subject: 'Refund', status: 'closed' }], 2));
    renderWithToasts(await SupportTicketsPage(search()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support Tickets');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Basket arrived damaged' })).toHaveAttribute('href', '/support/31');
    expect(rows[1]).toHaveTextContent('Delivery');
    expect(within(rows[1]).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[2]).getByText('Closed')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute('href', '/support/create');
    expect(screen.getByRole('button', { name: 'New message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/support?page=2');
  });

  it('asks the API for the page in the address', async () => {
    jest.mocked(listTickets).mockResolvedValue(page([]));
    await SupportTicketsPage(search({ page: '3' }));
    expect(listTickets).toHaveBeenCalledWith('token', 3);
    expect(requireUser).toHaveBeenCalledWith('/support?page=3');
  });

  it('says so when there are no tickets, and the spec’s message when they cannot be loaded', async () => {
    jest.mocked(listTickets).mockResolvedValueOnce(page([]));
    const { unmount } = renderWithToasts(await SupportTicketsPage(search()));
    expect(screen.getByText('You have no support tickets yet.')).toBeInTheDocument();
    unmount();

    jest.mocked(listTickets).mockResolvedValueOnce(failed(502));
    renderWithToasts(await SupportTicketsPage(search()));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load tickets');
  });

  it('ends the session when the API refuses the token', async () => {
    jest.mocked(listTickets).mockResolvedValue(failed(401));
    await expect(SupportTicketsPage(search())).rejects.toThrow('NEXT_REDIRECT /api/session/expired?redirect=/support');
  });
});

describe('/support/{ticket_id}', () => {
  it('shows the ticket, its description and the conversation oldest first, buyer and support told apart', async () => {
    jest.mocked(getTicket).mockResolvedValue(ok(detail));
    renderWithToasts(await SupportTicketPage(ticketParams('31')));
    expect(getTicket).toHaveBeenCalledWith('token', 31);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basket arrived damaged');
    expect(screen.getByText('One handle is torn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ORD-2026-000009' })).toHaveAttribute('href', '/order/9');
    const messages = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['buyer', 'staff']);
    expect(messages[1]).toHaveTextContent('Njeri K.');
    expect(messages[1]).toHaveTextContent('Support team');
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ticket status after this message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
  });

  it('gives an admin the status with the answer and on its own', async () => {
    jest.mocked(requireUser).mockResolvedValue(admin);
    jest.mocked(getTicket).mockResolvedValue(ok(detail));
    renderWithToasts(await SupportTicketPage(ticketParams('31')));
    expect(screen.getByLabelText('Ticket status after this message')).toHaveValue('pending');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByRole('button', { name: 'Update status' })).toBeInTheDocument();
  });

  it('is not found for another buyer’s ticket, or an address that is no ticket number', async () => {
    jest.mocked(getTicket).mockResolvedValue(failed(404));
    await expect(SupportTicketPage(ticketParams('77'))).rejects.toBe(NOT_FOUND);
    jest.mocked(getTicket).mockClear();
    await expect(SupportTicketPage(ticketParams('abc'))).rejects.toBe(NOT_FOUND);
    await expect(SupportTicketPage(ticketParams('0'))).rejects.toBe(NOT_FOUND);
    expect(getTicket).not.toHaveBeenCalled();
  });

  it('says the ticket could not be loaded when the API fails', async () => {
    jest.mocked(getTicket).mockResolvedValue(failed(0));
    renderWithToasts(await SupportTicketPage(ticketParams('31')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the ticket.');
  });
});

describe('/support/create', () => {
  it('offers the buyer’s orders, and works without them when they cannot be loaded', async () => {
    const order = {
      id: 9,
      number: 'ORD-2026-000009',
      buyerName: 'Amina',
      status: 'Pending',
      paid: false,
      returnable: false,
      paymentState: 'awaiting' as const,
      total: 2500,
      currency: 'KES',
      createdAt: '',
      itemCount: 1,
    };
    jest.mocked(listOrders).mockResolvedValueOnce(ok({ items: [order], page: 1, lastPage: 1, perPage: 10, total: 1 }));
    const { unmount } = renderWithToasts(await CreateTicketPage());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Ticket');
    expect(within(screen.getByLabelText('Order (optional)')).getByRole('option', { name: 'ORD-2026-000009' })).toHaveValue('9');
    unmount();

    jest.mocked(listOrders).mockResolvedValueOnce(failed(502));
    renderWithToasts(await CreateTicketPage());
    expect(screen.queryByLabelText('Order (optional)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeInTheDocument();
  });
});
