/** @jest-environment jsdom */
// The console's money page (/admin/money, issue 34, point 7): the balances by the books, the
// payouts by state and the refunds due (those leading to the orders marked for a refund), the
// reconciliation saying every provider agrees or, as an alert, how many disagree with each
// difference marked, and the newest payouts of every shop. A failed read says so; a buyer or seller
// gets nothing from the page (the layout's 403).
import { render, screen, within } from '@testing-library/react';
import AdminMoneyPage from '@/app/(admin)/admin/money/page';
import type { AdminMoney } from '@/lib/domain/admin-money';
import { getAdminMoney } from '@/lib/upstream/admin-money';
import { requireUser } from '@/lib/session/session';
import { failed, ok } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));
jest.mock('@/lib/upstream/admin-money', () => ({ getAdminMoney: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({
  user: { id: '1', name: 'Operator', email: 'admin@example.com', userType },
  accessToken: 'token',
});

const money = (overrides: Partial<AdminMoney> = {}): AdminMoney => ({
  balances: { commission: 1250, heldForShops: 18000, owedToShops: 9400.5, inTransit: 3000, heldForOrders: 42000, owedToWallets: 1500 },
  payouts: { pending: { count: 1, amount: 3000 }, completed: { count: 12, amount: 64500 }, failed: { count: 2, amount: 1800 } },
  refundsDue: { count: 3, amount: 7200 },
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

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
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
    expect(figures.getByText('Held for orders').nextSibling).toHaveTextContent('Ksh 42,000');
    expect(figures.getByText('Owed to wallets').nextSibling).toHaveTextContent('Ksh 1,500');
  });

  it('counts the payouts by state and the refunds due, the refunds leading to the orders marked for one', async () => {
    jest.mocked(getAdminMoney).mockResolvedValue(ok(money()));
    render(await AdminMoneyPage());
    const table = screen.getByRole('table', { name: 'Payouts by state, and the refunds due' });
    expect(rowOf(table, 'Payouts on their way')).toHaveTextContent(/1\s*Ksh 3,000/);
    expect(rowOf(table, 'Payouts paid')).toHaveTextContent(/12\s*Ksh 64,500/);
    expect(rowOf(table, 'Payouts failed')).toHaveTextContent(/2\s*Ksh 1,800/);
    expect(rowOf(table, 'Refunds due')).toHaveTextContent(/3\s*Ksh 7,200/);
    expect(within(table).getByRole('link', { name: 'Refunds due' })).toHaveAttribute('href', '/admin/orders?payment_status=refund_due');
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
