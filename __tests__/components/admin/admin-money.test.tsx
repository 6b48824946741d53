/** @jest-environment jsdom */
// The console's money page (/admin/money, issue 34, points 3 and 7): the balances by the books (the
// refunds in transit among them), the payouts and refunds by state, the refunds to act on (failed
// ones with "Send again" and "Give to wallet" through our handler, the page read again after; pending
// ones marked as on their way), the
// reconciliation saying every provider agrees or, as an alert, how many disagree with each
// difference marked, and the newest payouts of every shop. A failed read says so; a buyer or seller
// gets nothing from the page (the layout's 403).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminMoneyPage from '@/app/(admin)/admin/money/page';
import { RefundsToActOn } from '@/components/admin/money/refunds-to-act-on';
import type { AdminMoney, AdminRefund } from '@/lib/domain/admin-money';
import { getAdminMoney } from '@/lib/upstream/admin-money';
import { listAdminRefunds } from '@/lib/upstream/admin-refunds';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, settleUntil } from '../../support/browser';
import { failed, listPage, ok } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-money', () => ({ getAdminMoney: jest.fn() }));
jest.mock('@/lib/upstream/admin-refunds', () => ({ listAdminRefunds: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({
  user: { id: '1', name: 'Operator', email: 'admin@example.com', userType },
  accessToken: 'token',
});

const money = (overrides: Partial<AdminMoney> = {}): AdminMoney => ({
  balances: { commission: 1250, heldForShops: 18000, owedToShops: 9400.5, inTransit: 3000, refundsInTransit: 4650, heldForOrders: 42000, owedToWallets: 1500 },
  payouts: { pending: { count: 1, amount: 3000 }, completed: { count: 12, amount: 64500 }, failed: { count: 2, amount: 1800 } },
  refunds: { pending: { count: 1, amount: 2200 }, completed: { count: 8, amount: 31000 }, failed: { count: 1, amount: 2450 } },
  recentPayouts: [
    {
      id: 14,
      shop: { id: 5, name: 'Indaba Gallery' },
      amount: 3000,
      status: 'pending',
      receiptNumber: null,
      failureReason: null,
      requestedAt: '2026-11-28T09:15:00.000Z',
    },
    {
      id: 13,
      shop: { id: 6, name: 'Kiondo Weavers' },
      amount: 5400,
      status: 'completed',
      receiptNumber: 'TKR8H2LQ9P',
      failureReason: null,
      requestedAt: '2026-11-27T12:00:00.000Z',
    },
    {
      id: 12,
      shop: { id: 6, name: 'Kiondo Weavers' },
      amount: 900,
      status: 'failed',
      receiptNumber: null,
      failureReason: 'The receiver is not registered for M-Pesa.',
      requestedAt: '2026-11-26T08:00:00.000Z',
    },
  ],
  reconciliation: {
    checkedAt: '2026-11-28T03:00:00.000Z',
    lines: [
      { provider: 'daraja', ledger: 52000, records: 52000, difference: 0 },
      { provider: 'test-card', ledger: 8000, records: 8000, difference: 0 },
    ],
    differences: 0,
  },
  ...overrides,
});

const refund = (id: number, overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id,
  orderId: 30 + id,
  orderNumber: `ORD-2026-000${id}`,
  buyer: { id: 7, name: 'Amina Wanjiru', email: 'amina@example.com' },
  amount: 2450,
  destination: 'M-Pesa 2547•••••672',
  status: 'failed',
  attempts: 3,
  failureReason: 'The receiver is not registered for M-Pesa.',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const openRefunds = [
  refund(1),
  refund(2, {
    status: 'pending',
    amount: 2200,
    destination: 'card ending 4242',
    attempts: 1,
    failureReason: null,
    buyer: { id: 8, name: 'Baraka Otieno', email: 'baraka@example.com' },
  }),
];

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
  jest.mocked(listAdminRefunds).mockResolvedValue(listPage(openRefunds));
});

describe('/admin/money', () => {
  it("reads the money with the admin's token and shows the balances, each in shillings", async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    expect(requireUser).toHaveBeenCalledWith('/admin/money');
    expect(getAdminMoney).toHaveBeenCalledWith('token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Money');
    const figures = within(screen.getByRole('list', { name: 'The balances' }));
    expect(figures.getByText('Commission').nextSibling).toHaveTextContent('Ksh 1,250');
    expect(figures.getByText('Held for shops').nextSibling).toHaveTextContent('Ksh 18,000');
    expect(figures.getByText('Owed to shops').nextSibling).toHaveTextContent('Ksh 9,400.50');
    expect(figures.getByText('In transit').nextSibling).toHaveTextContent('Ksh 3,000');
    expect(figures.getByText('Refunds in transit').nextSibling).toHaveTextContent('Ksh 4,650');
    expect(figures.getByText('Held for orders').nextSibling).toHaveTextContent('Ksh 42,000');
    expect(figures.getByText('Owed to wallets').nextSibling).toHaveTextContent('Ksh 1,500');
  });

  it('counts the payouts and the refunds by state, each with what they come to', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    const table = screen.getByRole('table', { name: 'Payouts and refunds by state' });
    expect(rowOf(table, 'Payouts on their way')).toHaveTextContent(/1\s*Ksh 3,000/);
    expect(rowOf(table, 'Payouts paid')).toHaveTextContent(/12\s*Ksh 64,500/);
    expect(rowOf(table, 'Payouts failed')).toHaveTextContent(/2\s*Ksh 1,800/);
    expect(rowOf(table, 'Refunds on their way')).toHaveTextContent(/1\s*Ksh 2,200/);
    expect(rowOf(table, 'Refunds made')).toHaveTextContent(/8\s*Ksh 31,000/);
    expect(rowOf(table, 'Refunds failed')).toHaveTextContent(/1\s*Ksh 2,450/);
    expect(within(table).queryByText('Refunds due')).not.toBeInTheDocument();
  });

  it('lists the refunds to act on: failed ones with their steps, pending ones marked as on their way', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    expect(listAdminRefunds).toHaveBeenCalledWith('token', expect.objectContaining({ status: 'open' }));
    const section = within(screen.getByRole('region', { name: 'Refunds to act on' }));
    const table = section.getByRole('table', { name: 'Failed refunds and those on their way, oldest first' });
    const failedRow = within(rowOf(table, 'ORD-2026-0001'));
    expect(failedRow.getByRole('link', { name: 'ORD-2026-0001' })).toHaveAttribute('href', '/admin/orders/31');
    expect(failedRow.getByRole('link', { name: 'Amina Wanjiru' })).toHaveAttribute('href', '/admin/users/7');
    expect(rowOf(table, 'ORD-2026-0001')).toHaveTextContent(/Ksh 2,450\s*M-Pesa 2547•••••672\s*3\s*The receiver is not registered for M-Pesa\./);
    expect(failedRow.getByRole('button', { name: 'Send again: the refund of ORD-2026-0001' })).toBeInTheDocument();
    expect(failedRow.getByRole('button', { name: 'Give to wallet: the refund of ORD-2026-0001' })).toBeInTheDocument();
    const pendingRow = within(rowOf(table, 'ORD-2026-0002'));
    expect(pendingRow.getByText('On its way')).toHaveAttribute('data-tone', 'yellow');
    expect(pendingRow.queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf(table, 'ORD-2026-0002')).toHaveTextContent(/card ending 4242\s*1\s*-/);
  });

  it('says when there is no refund to act on, and when the refunds cannot be read', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    jest.mocked(listAdminRefunds).mockResolvedValue(listPage([]));
    const { unmount } = render(await AdminMoneyPage());
    let section = within(screen.getByRole('region', { name: 'Refunds to act on' }));
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    expect(section.getByText('No refund is failed or on its way: nothing to act on.')).toBeInTheDocument();
    unmount();

    jest.mocked(listAdminRefunds).mockResolvedValue(failed(502));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(await AdminMoneyPage());
    section = within(screen.getByRole('region', { name: 'Refunds to act on' }));
    expect(section.getByRole('alert')).toHaveTextContent('The refunds to act on could not be loaded. Please try again in a moment.');
    // The rest of the page still shows.
    expect(screen.getByRole('list', { name: 'The balances' })).toBeInTheDocument();
  });

  it('says every provider agrees with the books when none differs, with the time checked and each provider', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    const section = within(screen.getByRole('region', { name: 'Reconciliation' }));
    expect(section.getByText('Every provider agrees with the books.')).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(section.getByText(/28 Nov 2026/)).toHaveAttribute('datetime', '2026-11-28T03:00:00.000Z');
    const table = section.getByRole('table', { name: 'Each provider: the books against its records' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(rowOf(table, 'daraja')).toHaveTextContent(/Ksh 52,000\s*Ksh 52,000\s*Ksh 0/);
    expect(table.querySelector('strong')).toBeNull();
  });

  it('alerts when providers disagree, and marks each difference that is not 0', async () => {
    const reconciliation = {
      checkedAt: '2026-11-28T03:00:00.000Z',
      lines: [
        { provider: 'daraja', ledger: 52000, records: 51500, difference: 500 },
        { provider: 'mpesa-sandbox', ledger: 1000, records: 1000, difference: 0 },
        { provider: 'test-card', ledger: 7800, records: 8000, difference: -200 },
      ],
      differences: 2,
    };
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money({ reconciliation })));
    render(await AdminMoneyPage());
    const section = within(screen.getByRole('region', { name: 'Reconciliation' }));
    expect(section.getByRole('alert')).toHaveTextContent('2 providers disagree with the books: look into each difference.');
    expect(section.queryByText('Every provider agrees with the books.')).not.toBeInTheDocument();
    const table = section.getByRole('table', { name: 'Each provider: the books against its records' });
    expect(within(rowOf(table, 'daraja')).getByText('Ksh 500').tagName).toBe('STRONG');
    expect(within(rowOf(table, 'test-card')).getByText('-Ksh 200').tagName).toBe('STRONG');
    expect(rowOf(table, 'mpesa-sandbox').querySelector('strong')).toBeNull();
  });

  it('lists the newest payouts with their shop, amount, state, and receipt or reason', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    const section = within(screen.getByRole('region', { name: 'Recent payouts' }));
    const rows = within(section.getByRole('table', { name: 'The newest payouts of every shop, newest first' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Indaba Gallery');
    expect(rows[0]).toHaveTextContent('Ksh 3,000');
    expect(within(rows[0]).getByText('On its way')).toHaveAttribute('data-tone', 'yellow');
    expect(rows[0]).toHaveTextContent(/-$/);
    expect(within(rows[1]).getByText('Paid')).toHaveAttribute('data-tone', 'green');
    expect(rows[1]).toHaveTextContent('TKR8H2LQ9P');
    expect(within(rows[2]).getByText('Failed')).toHaveAttribute('data-tone', 'red');
    expect(rows[2]).toHaveTextContent('The receiver is not registered for M-Pesa.');
  });

  it('says so when no shop has had a payout yet', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money({ recentPayouts: [] })));
    render(await AdminMoneyPage());
    const section = within(screen.getByRole('region', { name: 'Recent payouts' }));
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    expect(section.getByText(/No payouts yet/)).toBeInTheDocument();
  });

  it('shows a clear message when the money cannot be read', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(failed(500));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(await AdminMoneyPage());
    expect(screen.getByRole('alert')).toHaveTextContent("The marketplace's money could not be loaded. Please try again in a moment.");
    expect(screen.queryByRole('list', { name: 'The balances' })).not.toBeInTheDocument();
  });

  it.each(['buyer', 'seller'] as const)('reads nothing for a signed-in %s', async (userType) => {
    jest.mocked(requireUser).mockResolvedValue(session(userType));
    expect(await AdminMoneyPage()).toBeNull();
    expect(getAdminMoney).not.toHaveBeenCalled();
  });
});

describe('the steps on a failed refund', () => {
  it.each([
    ['Send again', '/api/admin/refunds/1/retry', 'Refund sent again.', 'pending'],
    ['Give to wallet', '/api/admin/refunds/1/to-wallet', "Refund added to the buyer's wallet.", 'completed'],
  ] as const)('%s posts to our handler, says so and reads the page again', async (label, url, text, status) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: text, status }));
    render(<RefundsToActOn refunds={openRefunds} total={2} />);
    await user.click(screen.getByRole('button', { name: `${label}: the refund of ORD-2026-0001` }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(url);
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says the API’s refusal as it is, and does not read the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'The refund is not failed.' }));
    render(<RefundsToActOn refunds={openRefunds} total={2} />);
    await user.click(screen.getByRole('button', { name: 'Send again: the refund of ORD-2026-0001' }));
    await settleUntil(() => expect(screen.getByText('The refund is not failed.')).toBeInTheDocument());
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('keeps the message when the last refund leaves the list, and says how many more wait', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: "Refund added to the buyer's wallet.", status: 'completed' }));
    const { rerender } = render(<RefundsToActOn refunds={[refund(1)]} total={51} />);
    expect(screen.getByText('The 1 oldest of 51 refunds to act on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give to wallet: the refund of ORD-2026-0001' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    rerender(<RefundsToActOn refunds={[]} total={0} />);
    expect(screen.getByText('No refund is failed or on its way: nothing to act on.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Refund added to the buyer's wallet.");
  });
});
