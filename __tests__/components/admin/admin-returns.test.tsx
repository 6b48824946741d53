/** @jest-environment jsdom */
// The console's returns queue (/admin/returns): the Pending requests oldest first as the API gives
// them, with the order number, buyer, date, reason, refund and status; the status filter and the
// pages in the address; Approve (confirmed: it refunds the wallet) and Reject (a reason required,
// checked before sending) through our handlers, the API's refusal said as it is, the page read
// again on success. A buyer or seller gets nothing from the page (the layout's 403).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminReturnsPage from '@/app/(admin)/admin/returns/page';
import { ReturnQueue } from '@/components/admin/returns/return-queue';
import type { AdminReturnRequest } from '@/lib/domain/account';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/client';
import { listAdminReturns } from '@/lib/upstream/admin-returns';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-returns', () => ({ listAdminReturns: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({
  user: { id: '1', name: 'Operator', email: 'admin@example.com', userType },
  accessToken: 'token',
});
const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });
const httpError = (status: number): UpstreamError => ({ kind: 'http', status, message: null, fieldErrors: {}, messages: [], retryAfter: null });

const request = (id: number, overrides: Partial<AdminReturnRequest> = {}): AdminReturnRequest => ({
  id,
  orderId: 100 + id,
  orderNumber: `ORD-2026-0000${id}`,
  date: '2026-11-20T08:00:00.000Z',
  status: 'Pending',
  refund: 4500,
  reason: 'Arrived cracked.',
  decisionReason: null,
  canceledByBuyer: false,
  refundTo: 'original',
  refunds: [],
  buyer: { id: 9, name: 'Amina Wanjiru', email: 'amina@example.com' },
  updatedAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

const page = (items: AdminReturnRequest[], current = 1, lastPage = 1) => ok({ items, page: current, lastPage, perPage: 20, total: items.length });

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
});

describe('/admin/returns', () => {
  it('lists the Pending requests with their order, buyer, date, reason, refund and status, each with Approve and Reject', async () => {
    jest.mocked(listAdminReturns).mockResolvedValue(page([request(1), request(2, { reason: 'Wrong colour.' })]));
    render(await AdminReturnsPage({ searchParams: Promise.resolve({}) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/returns');
    expect(listAdminReturns).toHaveBeenCalledWith('token', { status: 'Pending', page: 1 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Returns');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('ORD-2026-00001');
    expect(within(rows[0]).getByText('Amina Wanjiru')).toBeInTheDocument();
    expect(within(rows[0]).getByText('amina@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Arrived cracked.')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/4,500/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[0]).getByRole('button', { name: 'Approve the return of ORD-2026-00001' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Reject the return of ORD-2026-00002' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by the status in the address, keeps it in the page links, and shows a rejection’s reason', async () => {
    jest
      .mocked(listAdminReturns)
      .mockResolvedValue(
        page([request(3, { status: 'Rejected', decisionReason: 'Used after delivery.' }), request(4, { status: 'Rejected', canceledByBuyer: true })], 2, 3),
      );
    render(await AdminReturnsPage({ searchParams: Promise.resolve({ status: 'Rejected', page: '2' }) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/returns?status=Rejected&page=2');
    expect(listAdminReturns).toHaveBeenCalledWith('token', { status: 'Rejected', page: 2 });
    const filter = screen.getByRole('navigation', { name: 'Filter return requests by status' });
    expect(within(filter).getByRole('link', { name: 'Rejected' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/admin/returns');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/returns?status=Rejected&page=3');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Reason: Used after delivery.')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Cancelled by the buyer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('shows the queue for a status it does not know, and says when it is empty', async () => {
    jest.mocked(listAdminReturns).mockResolvedValue(page([]));
    render(await AdminReturnsPage({ searchParams: Promise.resolve({ status: 'lost' }) }));
    expect(listAdminReturns).toHaveBeenCalledWith('token', { status: 'Pending', page: 1 });
    expect(screen.getByText('No return requests with this status.')).toBeInTheDocument();
  });

  it('says so when the requests cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(listAdminReturns).mockResolvedValue({ ok: false, error: httpError(502) });
    render(await AdminReturnsPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent('The return requests could not be loaded. Please try again later.');
  });

  it.each(['buyer', 'seller'] as const)('reads nothing for a %s (the console layout shows them its 403 page)', async (userType) => {
    jest.mocked(requireUser).mockResolvedValue(session(userType));
    expect(await AdminReturnsPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listAdminReturns).not.toHaveBeenCalled();
  });
});

describe('the decisions in the queue', () => {
  it('approves after the confirmation, says so and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        message: 'Return approved: the refund is on its way to where the buyer asked (the way they paid, or their wallet).',
        request: { ...request(1), status: 'Approved' },
      }),
    );
    render(<ReturnQueue requests={[request(1)]} caption="Queue" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Approve the return of ORD-2026-00001' }));
    expect(screen.getByText(/Refund Ksh\s?4,500 to Amina Wanjiru’s (wallet|M-Pesa or card \(where they paid\))\?/i)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/returns/1/approve');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Return approved: the refund is on its way to where the buyer asked (the way they paid, or their wallet).',
    );
  });

  it('asks for the reason before rejecting, then sends it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { message: 'Return rejected: the buyer was told why.', request: { ...request(1), status: 'Rejected', decisionReason: 'Used.' } }),
    );
    render(<ReturnQueue requests={[request(1)]} caption="Queue" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Reject the return of ORD-2026-00001' }));
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject the return' }));
    expect(screen.getAllByText('Please give the reason for rejecting it.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), 'Used.');
    await user.click(screen.getByRole('button', { name: 'Reject the return' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/returns/1/reject');
    expect(sentBody()).toEqual({ reason: 'Used.' });
    expect(screen.getByRole('status')).toHaveTextContent('Return rejected: the buyer was told why.');
  });

  it('says the API’s refusal as it is, and does not read the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Only pending return requests can be rejected.' }));
    render(<ReturnQueue requests={[request(1)]} caption="Queue" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Reject the return of ORD-2026-00001' }));
    await user.type(screen.getByLabelText('Reason'), 'Used.');
    await user.click(screen.getByRole('button', { name: 'Reject the return' }));
    await settleUntil(() => expect(screen.getByText('Only pending return requests can be rejected.')).toBeInTheDocument());
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('keeps the decision’s message when the last request leaves the queue', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Return rejected: the buyer was told why.', request: { ...request(1), status: 'Rejected' } }));
    const { rerender } = render(<ReturnQueue requests={[request(1)]} caption="Queue" empty={<p>No return requests with this status.</p>} />);
    await user.click(screen.getByRole('button', { name: 'Reject the return of ORD-2026-00001' }));
    await user.type(screen.getByLabelText('Reason'), 'Used.');
    await user.click(screen.getByRole('button', { name: 'Reject the return' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    // The page read again: the queue is empty now.
    rerender(<ReturnQueue requests={[]} caption="Queue" empty={<p>No return requests with this status.</p>} />);
    expect(screen.getByText('No return requests with this status.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Return rejected: the buyer was told why.');
  });

  it('goes back to the buttons without sending anything', async () => {
    const user = userEvent.setup();
    render(<ReturnQueue requests={[request(1)]} caption="Queue" empty={<p>Empty</p>} />);
    await user.click(screen.getByRole('button', { name: 'Approve the return of ORD-2026-00001' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Approve the return of ORD-2026-00001' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
