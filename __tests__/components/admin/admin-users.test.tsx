/** @jest-environment jsdom */
// The console's people (issue 33, point 2): the search reads its filter from the address and links
// each person to their page; a person's page shows their profile, orders (to the order's console
// page), tickets and status history; Suspend, Ban and Reactivate are each confirmed, may carry a
// reason, go through our handler and read the page again. A buyer's or seller's page has "Give
// wallet credit" (amount and reason checked before sending, the new balance said). A buyer or
// seller gets nothing.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminUsersPage from '@/app/(admin)/admin/users/page';
import AdminUserPage from '@/app/(admin)/admin/users/[id]/page';
import ProfileDetailsPage from '@/app/(site)/(account)/profile-details/page';
import { UserStatusActions } from '@/components/admin/users/user-status-actions';
import { WalletCreditForm } from '@/components/admin/users/wallet-credit-form';
import type { AccountProfile } from '@/lib/domain/account';
import type { AdminUser, AdminUserOverview } from '@/lib/domain/admin-users';
import { getAdminUserOverview, listAdminUsers } from '@/lib/upstream/admin-users';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';
import { ok } from '../../support/upstream';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  permanentRedirect: (url: string) => {
    throw new Error(`NEXT_PERMANENT_REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-users', () => ({ listAdminUsers: jest.fn(), getAdminUserOverview: jest.fn() }));
jest.mock('@/lib/upstream/profile', () => ({ getProfile: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({ user: { id: '1', name: 'Ops', email: 'ops@example.com', userType }, accessToken: 'token' });

const person = (id: number, status: AdminUser['status'] = 'active'): AdminUser => ({
  id,
  name: `Achieng Otieno ${id}`,
  email: `achieng${id}@example.com`,
  phone: '+254712345678',
  role: 'buyer',
  status,
  createdAt: '2026-11-01T08:00:00.000Z',
});

const profile: AccountProfile = {
  id: 7,
  name: 'Achieng Otieno',
  username: 'achieng',
  email: 'achieng@example.com',
  phone: '+254712345678',
  userType: 'buyer',
  status: 'suspended',
  emailVerifiedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  role: null,
  details: {
    firstName: null,
    lastName: null,
    username: 'achieng',
    dateOfBirth: null,
    gender: null,
    phone: '+254712345678',
    mpesa: null,
    email: 'achieng@example.com',
    status: 'suspended',
    idNumber: null,
    country: 'Kenya',
    town: 'Kisumu',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
};

const overview: AdminUserOverview = {
  profile,
  orders: [{ id: 41, orderNumber: 'ORD-2026-000041', createdAt: '2026-11-20T08:00:00.000Z', total: 2500, orderStatus: 'Shipped', paymentStatus: 'paid' }],
  ordersTotal: 1,
  tickets: [{ id: 12, subject: 'Where is my basket?', status: 'open', updatedAt: '2026-11-21T08:00:00.000Z' }],
  ticketsTotal: 1,
  history: [
    {
      id: 3,
      at: '2026-11-22T08:00:00.000Z',
      actorEmail: 'admin@crafts.ke',
      action: 'user.suspend',
      targetType: 'user',
      targetId: 7,
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'Chargebacks under review.',
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
});

describe('/admin/users', () => {
  it('searches with the filter from the address and links each person to their page', async () => {
    jest.mocked(listAdminUsers).mockResolvedValue(ok({ items: [person(5), person(6, 'banned')], page: 2, lastPage: 3, perPage: 20, total: 45 }));
    render(await AdminUsersPage({ searchParams: Promise.resolve({ q: ' 0712 345 ', status: 'banned', page: '2' }) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/users?q=0712%20345&status=banned&page=2');
    expect(listAdminUsers).toHaveBeenCalledWith('token', { q: '0712 345', status: 'banned', page: 2 });
    expect(screen.getByLabelText('Name, e-mail or phone')).toHaveValue('0712 345');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Achieng Otieno 5' })).toHaveAttribute('href', '/admin/users/5');
    expect(within(first).getByText('achieng5@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('Banned')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toBeInTheDocument();
  });

  it('ignores a status it does not know, and says when nobody matches', async () => {
    jest.mocked(listAdminUsers).mockResolvedValue(ok({ items: [], page: 1, lastPage: 1, perPage: 20, total: 0 }));
    render(await AdminUsersPage({ searchParams: Promise.resolve({ status: 'closed' }) }));
    expect(listAdminUsers).toHaveBeenCalledWith('token', { q: undefined, status: undefined, page: 1 });
    expect(screen.getByText('No users match.')).toBeInTheDocument();
  });

  it('reads nothing for a buyer or a seller', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      jest.mocked(requireUser).mockResolvedValue(session(userType));
      expect(await AdminUsersPage({ searchParams: Promise.resolve({}) })).toBeNull();
      expect(await AdminUserPage({ params: Promise.resolve({ id: '7' }) })).toBeNull();
    }
    expect(listAdminUsers).not.toHaveBeenCalled();
    expect(getAdminUserOverview).not.toHaveBeenCalled();
  });
});

describe('/admin/users/{id}', () => {
  it('shows the profile, the orders and tickets with their console links, and the status history', async () => {
    jest.mocked(getAdminUserOverview).mockResolvedValue(ok(overview));
    render(await AdminUserPage({ params: Promise.resolve({ id: '7' }) }));
    expect(getAdminUserOverview).toHaveBeenCalledWith('token', 7);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Achieng Otieno');
    expect(screen.getByText('Kisumu, Kenya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ORD-2026-000041' })).toHaveAttribute('href', '/admin/orders/41');
    expect(screen.getByRole('link', { name: 'Where is my basket?' })).toHaveAttribute('href', '/admin/support/12');
    const history = screen.getByRole('list', { name: 'Status changes, newest first' });
    expect(history).toHaveTextContent('Active → Suspended by admin@crafts.ke');
    expect(history).toHaveTextContent('Reason: Chargebacks under review.');
    // A suspended account can be banned or reactivated.
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it.each([
    ['buyer', true],
    ['seller', true],
    ['admin', false],
  ] as const)('offers wallet credit on a %s’s page: %p', async (userType, offered) => {
    jest.mocked(getAdminUserOverview).mockResolvedValue(ok({ ...overview, profile: { ...profile, userType } }));
    render(await AdminUserPage({ params: Promise.resolve({ id: '7' }) }));
    const form = screen.queryByRole('form', { name: 'Give wallet credit to Achieng Otieno' });
    if (offered) expect(within(form!).getByLabelText(/Amount \(Ksh\)/)).toBeInTheDocument();
    else expect(form).toBeNull();
  });

  it('offers no status steps on the admin’s own page', async () => {
    jest.mocked(getAdminUserOverview).mockResolvedValue(ok({ ...overview, profile: { ...profile, id: 1 } }));
    render(await AdminUserPage({ params: Promise.resolve({ id: '1' }) }));
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
  });

  it('is not found for an unknown or malformed id', async () => {
    jest
      .mocked(getAdminUserOverview)
      .mockResolvedValue({ ok: false, error: { kind: 'http', status: 404, message: 'User not found', fieldErrors: {}, messages: [], retryAfter: null } });
    await expect(AdminUserPage({ params: Promise.resolve({ id: '999' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(AdminUserPage({ params: Promise.resolve({ id: 'abc' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('the old admin view at /profile-details?user=', () => {
  it('redirects to the person’s page in the console', async () => {
    await expect(ProfileDetailsPage({ searchParams: Promise.resolve({ user: '7' }) })).rejects.toThrow('NEXT_PERMANENT_REDIRECT /admin/users/7');
  });
});

describe('the status steps', () => {
  it('suspends only once confirmed, with the reason, then reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'The account is now suspended.', status: 'suspended' }));
    render(<UserStatusActions userId={7} name="Achieng Otieno" status="active" />);
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Suspend Achieng Otieno?')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Reason/), 'Chargebacks under review.');
    await user.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/users/7/status');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({ status: 'suspended', reason: 'Chargebacks under review.' });
    expect(screen.getByRole('status')).toHaveTextContent('The account is now suspended.');
  });

  it('goes back without sending, and says the API’s refusal as it is', async () => {
    const user = userEvent.setup();
    render(<UserStatusActions userId={2} name="Last Admin" status="active" />);
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Only an active admin can change an account’s status.' }));
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    await user.click(screen.getByRole('button', { name: 'Yes, ban' }));
    await settleUntil(() => expect(screen.getByText('Only an active admin can change an account’s status.')).toBeInTheDocument());
    expect(sentBody()).toEqual({ status: 'banned' });
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('the wallet credit form', () => {
  it('checks the amount and the reason before sending anything', async () => {
    const user = userEvent.setup();
    render(<WalletCreditForm userId={7} name="Achieng Otieno" />);
    await user.click(screen.getByRole('button', { name: 'Give wallet credit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Amount \(Ksh\)/)).toHaveFocus();
    expect(screen.getAllByText('Amount must be between Ksh 1 and Ksh 100,000, in shillings and cents.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Amount \(Ksh\)/), '0.001');
    await user.type(screen.getByLabelText(/^Why/), '   ');
    await user.click(screen.getByRole('button', { name: 'Give wallet credit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Amount \(Ksh\)/));
    await user.type(screen.getByLabelText(/Amount \(Ksh\)/), '250');
    await user.click(screen.getByRole('button', { name: 'Give wallet credit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByText('Reason is required.').length).toBeGreaterThan(0);
  });

  it('sends the amount in shillings with the reason, says the new balance and empties the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { message: 'Ksh 250.50 added to the wallet. Its balance is now Ksh 1,750.50.', amount: 250.5, balance: 1750.5 }),
    );
    render(<WalletCreditForm userId={7} name="Achieng Otieno" />);
    await user.type(screen.getByLabelText(/Amount \(Ksh\)/), '250.50');
    await user.type(screen.getByLabelText(/^Why/), 'Late delivery, our apologies.');
    await user.click(screen.getByRole('button', { name: 'Give wallet credit' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Ksh 250.50 added to the wallet. Its balance is now Ksh 1,750.50.'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/users/7/wallet-credits');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentBody()).toEqual({ amount: 250.5, reason: 'Late delivery, our apologies.' });
    expect(screen.getByLabelText(/Amount \(Ksh\)/)).toHaveValue('');
    expect(screen.getByLabelText(/^Why/)).toHaveValue('');
  });

  it('says the API’s refusal as it is', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'The account is an admin’s.' }));
    render(<WalletCreditForm userId={1} name="Ops" />);
    await user.type(screen.getByLabelText(/Amount \(Ksh\)/), '50');
    await user.type(screen.getByLabelText(/^Why/), 'Goodwill.');
    await user.click(screen.getByRole('button', { name: 'Give wallet credit' }));
    await settleUntil(() => expect(screen.getByText('The account is an admin’s.')).toBeInTheDocument());
    expect(screen.getByLabelText(/Amount \(Ksh\)/)).toHaveValue('50');
  });
});
