/** @jest-environment jsdom */
// The console's support inbox (/admin/support) and Contact messages (/admin/messages): the tickets
// as the API gives them (newest message first) with their subject, buyer, status, priority,
// category, last activity and count; the filters in the address (a value that is no choice is no
// filter) and kept in the page links; the messages' tabs; opening an unread message marks it read
// without reading the page again, archiving says so and reads it again. A buyer or seller gets
// nothing from either page (the layout's 403).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminMessagesPage from '@/app/(admin)/admin/messages/page';
import AdminSupportPage from '@/app/(admin)/admin/support/page';
import { ContactMessageList } from '@/components/admin/support/contact-message-list';
import type { AdminSupportTicket, ContactMessage } from '@/lib/domain/admin-support';
import type { UpstreamResult } from '@/lib/upstream/client';
import { listContactMessages, listInboxTickets } from '@/lib/upstream/admin-support';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-support', () => ({ listInboxTickets: jest.fn(), listContactMessages: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({
  user: { id: '1', name: 'Operator', email: 'admin@example.com', userType },
  accessToken: 'token',
});
const page = <T,>(items: T[], current = 1, lastPage = 1): UpstreamResult<{ items: T[]; page: number; lastPage: number; perPage: number; total: number }> => ({
  ok: true,
  data: { items, page: current, lastPage, perPage: 20, total: items.length },
  message: '',
});

const ticket = (id: number, overrides: Partial<AdminSupportTicket> = {}): AdminSupportTicket => ({
  id,
  subject: `Parcel ${id} is late`,
  description: 'Still waiting.',
  category: 'delivery',
  priority: 'high',
  status: 'open',
  orderId: null,
  orderNumber: null,
  messageCount: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  buyer: { id: 9, name: 'Amina Wanjiru', email: 'amina@example.com' },
  lastMessageAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

const message = (id: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: 'Juma Hassan',
  email: 'juma@example.com',
  message: 'Do you ship to Mombasa? '.repeat(10).trim(),
  userId: null,
  status: 'unread',
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
});

describe('/admin/support', () => {
  it('lists the tickets with their subject (to their page), buyer, status, priority, category and messages', async () => {
    jest.mocked(listInboxTickets).mockResolvedValue(page([ticket(1), ticket(2, { status: 'pending', priority: 'low', category: 'payment', messageCount: 0 })]));
    render(await AdminSupportPage({ searchParams: Promise.resolve({}) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/support');
    expect(listInboxTickets).toHaveBeenCalledWith('token', {}, 1);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Parcel 1 is late' })).toHaveAttribute('href', '/admin/support/1');
    expect(within(rows[0]).getByText('Amina Wanjiru')).toBeInTheDocument();
    expect(within(rows[0]).getByText('amina@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Open')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Low')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Payment')).toBeInTheDocument();
    expect(within(rows[1]).getAllByRole('cell').at(-1)).toHaveTextContent('0');
  });

  it('asks with the filters in the address, shows them chosen and keeps them in the page links', async () => {
    jest.mocked(listInboxTickets).mockResolvedValue(page([ticket(3)], 2, 3));
    render(await AdminSupportPage({ searchParams: Promise.resolve({ status: 'open', priority: 'HIGH', category: 'refund', page: '2' }) }));
    expect(listInboxTickets).toHaveBeenCalledWith('token', { status: 'open', priority: 'high' }, 2);
    expect(requireUser).toHaveBeenCalledWith('/admin/support?status=open&priority=high&page=2');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByLabelText('Priority')).toHaveValue('high');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/support?status=open&priority=high&page=3');
  });

  it('says when no ticket matches the filters', async () => {
    jest.mocked(listInboxTickets).mockResolvedValue(page([]));
    render(await AdminSupportPage({ searchParams: Promise.resolve({ category: 'payment' }) }));
    expect(screen.getByText('No tickets match these filters.')).toBeInTheDocument();
  });

  it.each(['buyer', 'seller'] as const)('reads nothing for a %s', async (userType) => {
    jest.mocked(requireUser).mockResolvedValue(session(userType));
    expect(await AdminSupportPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(await AdminMessagesPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listInboxTickets).not.toHaveBeenCalled();
    expect(listContactMessages).not.toHaveBeenCalled();
  });
});

describe('/admin/messages', () => {
  it('shows the unread messages by default, and the tab the address names', async () => {
    jest.mocked(listContactMessages).mockResolvedValue(page([message(1)]));
    render(await AdminMessagesPage({ searchParams: Promise.resolve({}) }));
    expect(listContactMessages).toHaveBeenCalledWith('token', 'unread', 1);
    expect(screen.getByRole('link', { name: 'Unread' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('listitem', { name: 'Message from Juma Hassan' })).toHaveTextContent('juma@example.com');

    jest.mocked(listContactMessages).mockResolvedValue(page([message(2, { status: 'archived' })]));
    render(await AdminMessagesPage({ searchParams: Promise.resolve({ status: 'archived' }) }));
    expect(listContactMessages).toHaveBeenLastCalledWith('token', 'archived', 1);
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });

  it('opening an unread message shows it whole and marks it read, without reading the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Marked as read.', status: 'read' }));
    const unread = message(4);
    render(<ContactMessageList messages={[unread]} label="Unread messages" />);
    const item = screen.getByRole('listitem', { name: 'Message from Juma Hassan' });
    expect(item).toHaveTextContent('…');
    await user.click(within(item).getByRole('button', { name: 'Open message' }));
    await settleUntil(() => expect(within(item).getByText('Read')).toBeInTheDocument());
    expect(within(item).getByText(unread.message)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/contact-messages/4');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({ status: 'read' });
    expect(router.refresh).not.toHaveBeenCalled();
    // Closed and opened again: no second call.
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    await user.click(within(item).getByRole('button', { name: 'Open message' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('archives a message, says so and reads the page again; the API’s refusal is said as it is', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Message archived.', status: 'archived' }));
    render(<ContactMessageList messages={[message(5, { status: 'read' })]} label="Read messages" />);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(sentBody()).toEqual({ status: 'archived' });
    expect(screen.getByRole('status')).toHaveTextContent('Message archived.');

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Message not found' }));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await settleUntil(() => expect(screen.getByText('Message not found')).toBeInTheDocument());
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
