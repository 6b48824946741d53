/** @jest-environment jsdom */
// The operator's console (issue 33, points 1 and 9): the layout shows a signed-in buyer or seller
// the 403 page and nothing of the pages below; an admin gets the console's navigation (the staff
// areas' shell, with the Menu button of a phone). The overview shows its figures (zeros for an
// empty marketplace), links the ones with a screen, draws the week's sales with the numbers as a
// table for screen readers, and says so when it cannot be read. The audit log reads its filters
// from the address, says what is wrong with a bad one instead of asking the API, and shows each
// entry's change as before -> after.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminConsoleLayout from '@/app/(admin)/admin/layout';
import AuditLogPage from '@/app/(admin)/admin/audit/page';
import AdminOverviewPage from '@/app/(admin)/admin/page';
import { AdminOverviewView } from '@/components/admin-console/admin-overview';
import { changesOf } from '@/components/admin-console/audit-table';
import type { AdminOverview, AuditEntry } from '@/lib/domain/admin-console';
import { readAuditQuery } from '@/lib/admin/audit-filters';
import { requireUser, type ServerSession } from '@/lib/session/session';
import { getAdminOverview, listAuditEntries } from '@/lib/upstream/admin-console';

let mockPathname = '/admin';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn() }),
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));
jest.mock('next/headers', () => ({ headers: async () => ({ get: (name: string) => (name === 'x-pathname' ? mockPathname : null) }) }));
jest.mock('next-auth/react', () => ({ signOut: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));
jest.mock('@/lib/upstream/admin-console', () => ({ getAdminOverview: jest.fn(), listAuditEntries: jest.fn() }));

const sessionOf = (userType: ServerSession['user']['userType']): ServerSession => ({
  user: { id: '1', name: userType === 'admin' ? 'Achieng Admin' : 'Amina Wanjiru', email: `${userType}@demo.crafts.ke`, userType },
  accessToken: 'token',
});

const day = (date: string, orders: number, sales: number) => ({ date, orders, sales });
const overview: AdminOverview = {
  days: [
    day('2026-11-22', 1, 1200),
    day('2026-11-23', 0, 0),
    day('2026-11-24', 3, 4500),
    day('2026-11-25', 2, 2000),
    day('2026-11-26', 0, 0),
    day('2026-11-27', 5, 12500.5),
    day('2026-11-28', 4, 3800),
  ],
  today: day('2026-11-28', 4, 3800),
  paymentsWaiting: 2,
  moneyProblems: 1,
  openTickets: 6,
  returnsWaiting: 3,
  applicationsWaiting: 7,
};

const quietWeek: AdminOverview = {
  days: overview.days.map((d) => day(d.date, 0, 0)),
  today: day('2026-11-28', 0, 0),
  paymentsWaiting: 0,
  moneyProblems: 0,
  openTickets: 0,
  returnsWaiting: 0,
  applicationsWaiting: 0,
};

const entry: AuditEntry = {
  id: 9,
  at: '2026-11-28T06:00:00.000Z',
  actorEmail: 'admin@demo.crafts.ke',
  action: 'user.suspend',
  targetType: 'user',
  targetId: 5,
  before: { status: 'active' },
  after: { status: 'suspended' },
  reason: null,
};

const failed = { ok: false as const, error: { kind: 'http' as const, status: 500, message: 'Server error', fieldErrors: {}, messages: [], retryAfter: null } };

beforeEach(() => {
  jest.clearAllMocks();
  mockPathname = '/admin';
});

describe('the console layout', () => {
  it.each(['buyer', 'seller'] as const)('shows a signed-in %s the 403 page with a link home, and none of the page', async (userType) => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf(userType));
    render(await AdminConsoleLayout({ children: <p>Console data</p> }));
    expect(requireUser).toHaveBeenCalledWith('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page is for the marketplace's staff.");
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Console data')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it("gives an admin the console's navigation, the current section marked, and the page", async () => {
    mockPathname = '/admin/audit';
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    render(await AdminConsoleLayout({ children: <p>Console data</p> }));
    expect(screen.getByText('Console data')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/admin'],
      ['People', '/admin/users'],
      ['Sellers', '/admin/sellers'],
      ['Orders', '/admin/orders'],
      ['Money', '/admin/money'],
      ['Returns', '/admin/returns'],
      ['Support', '/admin/support'],
      ['Messages', '/admin/messages'],
      ['Stories', '/admin/stories'],
      ['Reviews', '/admin/reviews'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Console/ })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Achieng Admin')).toBeInTheDocument();
  });

  it('folds the sections behind a Menu button on a phone, naming the current one', async () => {
    const user = userEvent.setup();
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    render(await AdminConsoleLayout({ children: <p>Console data</p> }));
    const button = screen.getByRole('button', { name: /Menu/ });
    expect(button).toHaveTextContent('Overview');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the overview page', () => {
  it('reads nothing for a signed-in seller', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('seller'));
    expect(await AdminOverviewPage()).toBeNull();
    expect(getAdminOverview).not.toHaveBeenCalled();
  });

  it("reads the overview with the admin's token and shows a clear message when the read fails", async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    jest.mocked(getAdminOverview).mockResolvedValue(failed);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(await AdminOverviewPage());
    expect(getAdminOverview).toHaveBeenCalledWith('token');
    expect(screen.getByRole('alert')).toHaveTextContent('The overview could not be loaded. Please try again in a moment.');
  });
});

describe('AdminOverviewView', () => {
  it('shows the figures, links the ones with a screen, and the week as a chart with a table', () => {
    render(<AdminOverviewView overview={overview} />);
    const figures = within(screen.getByRole('list', { name: 'The marketplace in figures' }));
    expect(figures.getByText('Orders today').nextSibling).toHaveTextContent('4');
    expect(figures.getByText('Sales today').nextSibling).toHaveTextContent('Ksh 3,800');
    expect(figures.getByText('Payments waiting').nextSibling).toHaveTextContent('2');
    expect(figures.getByText('Money problems').nextSibling).toHaveTextContent('1');
    expect(figures.getByText('Open tickets').nextSibling).toHaveTextContent('6');
    expect(figures.getByRole('link', { name: 'Returns waiting' })).toHaveAttribute('href', '/admin/returns');
    expect(figures.getByRole('link', { name: 'Returns waiting' }).nextSibling).toHaveTextContent('3');
    expect(figures.getByRole('link', { name: 'Seller applications' })).toHaveAttribute('href', '/admin/sellers');

    const chart = screen.getByRole('figure', { name: 'Paid sales, last 7 days (Ksh)' });
    // The drawing is hidden from screen readers; its numbers are the table's.
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = within(chart).getByRole('table', { name: /Orders and paid sales for each of the last 7 days/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[5]).toHaveTextContent('5');
    expect(rows[5]).toHaveTextContent('Ksh 12,500.50');
    // The tallest bar is the biggest day; a day without sales has none.
    const bars = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...bars)).toBe(bars[5]);
    expect(bars[1]).toBe(0);
  });

  it('shows zeros for an empty marketplace, not an error', () => {
    render(<AdminOverviewView overview={quietWeek} />);
    const figures = within(screen.getByRole('list', { name: 'The marketplace in figures' }));
    expect(figures.getByText('Orders today').nextSibling).toHaveTextContent('0');
    expect(figures.getByText('Sales today').nextSibling).toHaveTextContent('Ksh 0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect([...document.querySelectorAll('rect')].every((bar) => bar.getAttribute('height') === '0')).toBe(true);
  });
});

describe('readAuditQuery', () => {
  it('keeps the filters the API takes and leaves the empty ones out', () => {
    expect(readAuditQuery({ action: 'user.ban', actor: ' admin@ ', from: '2026-11-01', to: '', target_id: '5', page: '2' })).toEqual({
      typed: { action: 'user.ban', target_type: '', target_id: '5', actor: 'admin@', from: '2026-11-01', to: '' },
      filters: { action: 'user.ban', target_id: 5, actor: 'admin@', from: '2026-11-01' },
      problems: [],
      page: 2,
    });
  });

  it('says what is wrong with a filter instead of asking the API', () => {
    const query = readAuditQuery({ from: '2026-11-02', to: '2026-11-01', action: 'user.delete' });
    expect(query.filters).toBeNull();
    expect(query.problems).toEqual(expect.arrayContaining(['action must be one of the audit log’s actions.']));
    expect(readAuditQuery({ from: '2026-11-02', to: '2026-11-01' }).problems).toEqual(['from must not be after to.']);
  });
});

describe('the audit log page', () => {
  it('reads nothing for a signed-in buyer', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('buyer'));
    expect(await AuditLogPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(listAuditEntries).not.toHaveBeenCalled();
  });

  it('asks the API with the filters of the address and shows each entry, its change as before -> after', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    jest.mocked(listAuditEntries).mockResolvedValue({ ok: true, message: '', data: { items: [entry], page: 1, lastPage: 1, perPage: 30, total: 1 } });
    render(await AuditLogPage({ searchParams: Promise.resolve({ action: 'user.suspend', target_type: 'user' }) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/audit?action=user.suspend&target_type=user');
    expect(listAuditEntries).toHaveBeenCalledWith('token', { action: 'user.suspend', target_type: 'user' }, 1);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.suspend');
    expect(screen.getByRole('option', { name: 'User suspended' })).toHaveAttribute('value', 'user.suspend');
    const table = screen.getByRole('table', { name: 'Admin actions, newest first' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('admin@demo.crafts.ke');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('User suspended');
    expect(row).toHaveTextContent('User #5');
    expect(within(row).getByText('status: active -> suspended')).toBeInTheDocument();
  });

  it('shows what is wrong with the filters and asks the API nothing', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    render(await AuditLogPage({ searchParams: Promise.resolve({ from: '2026-11-02', to: '2026-11-01' }) }));
    expect(listAuditEntries).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('from must not be after to.');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
  });

  it('says when nothing matches, and when the log could not be read', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    jest.mocked(listAuditEntries).mockResolvedValue({ ok: true, message: '', data: { items: [], page: 1, lastPage: 1, perPage: 30, total: 0 } });
    const { unmount } = render(await AuditLogPage({ searchParams: Promise.resolve({ actor: 'nobody' }) }));
    expect(screen.getByText('No entries match these filters.')).toBeInTheDocument();
    unmount();
    jest.mocked(listAuditEntries).mockResolvedValue(failed);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(await AuditLogPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
  });
});

describe('changesOf', () => {
  it('names each field as it was and as it became, a dash for none', () => {
    expect(changesOf({ before: { state: 'pending' }, after: { state: 'approved', shop_id: 12 } })).toEqual(['state: pending -> approved', 'shop_id: - -> 12']);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});
