/** @jest-environment jsdom */
// The console's sellers (issue 33, point 3): the applications (waiting ones with their details and
// the two decisions, decided ones with how they ended) and the shops (the filter in the address,
// standing, verified mark, product count, and the steps the standing allows). Each step goes
// through our handler, a decline or a suspension only with a reason, says the API's refusal as it
// is and reads the page again on success. A buyer or seller gets nothing from the page.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminSellersPage from '@/app/(admin)/admin/sellers/page';
import { ApplicationActions, ShopActions } from '@/components/admin/sellers/seller-actions';
import type { AdminSellerApplication, AdminShop } from '@/lib/domain/admin-sellers';
import type { UpstreamResult } from '@/lib/upstream/client';
import { listAdminShops, listSellerApplications } from '@/lib/upstream/admin-sellers';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settleUntil } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/admin-sellers', () => ({ listAdminShops: jest.fn(), listSellerApplications: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const session = (userType: 'buyer' | 'seller' | 'admin') => ({ user: { id: '1', name: 'Ops', email: 'ops@example.com', userType }, accessToken: 'token' });
const ok = <T,>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });
const page = <T,>(items: T[]) => ok({ items, page: 1, lastPage: 1, perPage: 20, total: items.length });

const application = (id: number, state: AdminSellerApplication['state']): AdminSellerApplication => ({
  id,
  shopName: `Kazuri Beads ${id}`,
  shopType: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '+254712345678',
  mpesaNumber: '+254712345679',
  yearsOfExperience: 4,
  state,
  declineReason: state === 'declined' ? 'Please add photos.' : null,
  shopSlug: state === 'approved' ? `kazuri-beads-${id}` : null,
  decidedAt: state === 'pending' ? null : '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  applicant: { id: 40 + id, name: 'Amina Wanjiru', email: `amina${id}@example.com` },
});

const shop = (id: number, status: AdminShop['status'], verified: boolean): AdminShop => ({
  id,
  name: `Amani Beadworks ${id}`,
  slug: `amani-beadworks-${id}`,
  type: 'brand',
  country: 'Kenya',
  status,
  suspendedReason: status === 'suspended' ? 'Counterfeit goods.' : null,
  verified,
  products: 12,
  owner: { id: 3, name: 'Wanjiku', email: 'wanjiku@example.com' },
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  jest.mocked(requireUser).mockResolvedValue(session('admin'));
});

const buttonsIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('/admin/sellers', () => {
  it('lists the applications with their details; only a waiting one can be decided', async () => {
    jest.mocked(listSellerApplications).mockResolvedValue(page([application(1, 'pending'), application(2, 'declined'), application(3, 'approved')]));
    render(await AdminSellersPage({ searchParams: Promise.resolve({}) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/sellers');
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    const waiting = screen.getByRole('listitem', { name: 'Kazuri Beads 1' });
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    expect(within(waiting).getByText('Amina Wanjiru (amina1@example.com)')).toBeInTheDocument();
    expect(within(waiting).getByText('+254712345679')).toBeInTheDocument();
    expect(within(waiting).getByText('Hand-rolled ceramic beads.')).toBeInTheDocument();
    expect(buttonsIn(waiting)).toEqual(['Approve', 'Decline']);
    const declined = screen.getByRole('listitem', { name: 'Kazuri Beads 2' });
    expect(buttonsIn(declined)).toEqual([]);
    expect(within(declined).getByText('Declined: Please add photos.')).toBeInTheDocument();
    const approved = screen.getByRole('listitem', { name: 'Kazuri Beads 3' });
    expect(within(approved).getByRole('link', { name: '/seller-gallery/shop/kazuri-beads-3' })).toBeInTheDocument();
    expect(listAdminShops).not.toHaveBeenCalled();
  });

  it('filters the applications by the state in the address, keeping it on every page; a state it does not know is every state', async () => {
    jest.mocked(listSellerApplications).mockResolvedValue(ok({ items: [application(2, 'declined')], page: 1, lastPage: 2, perPage: 20, total: 21 }));
    render(await AdminSellersPage({ searchParams: Promise.resolve({ state: 'declined' }) }));
    expect(requireUser).toHaveBeenCalledWith('/admin/sellers?state=declined');
    expect(listSellerApplications).toHaveBeenCalledWith('token', 1, 'declined');
    const filter = screen.getByRole('navigation', { name: 'Filter applications by state' });
    expect(within(filter).getByRole('link', { name: 'Declined' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/admin/sellers');
    expect(within(filter).getByRole('link', { name: 'Waiting' })).toHaveAttribute('href', '/admin/sellers?state=pending');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/admin/sellers?state=declined&page=2');

    jest.mocked(listSellerApplications).mockClear();
    render(await AdminSellersPage({ searchParams: Promise.resolve({ state: 'lost' }) }));
    expect(listSellerApplications).toHaveBeenCalledWith('token', 1, undefined);
  });

  it('reads the shops with the filter from the address, and shows each one’s standing and steps', async () => {
    jest.mocked(listAdminShops).mockResolvedValue(page([shop(1, 'active', true), shop(2, 'suspended', false)]));
    render(await AdminSellersPage({ searchParams: Promise.resolve({ tab: 'shops', q: ' amani ', status: 'suspended', verified: 'false', page: '2' }) }));
    expect(listAdminShops).toHaveBeenCalledWith('token', { page: 2, search: 'amani', status: 'suspended', verified: false });
    expect(screen.getByRole('link', { name: 'Shops' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Search by shop name')).toHaveValue('amani');
    const [, active, suspended] = screen.getAllByRole('row');
    expect(within(active).getByRole('link', { name: 'Amani Beadworks 1' })).toHaveAttribute('href', '/seller-gallery/shop/amani-beadworks-1');
    expect(within(active).getByText('Verified')).toBeInTheDocument();
    expect(within(active).getByText('12')).toBeInTheDocument();
    expect(buttonsIn(active)).toEqual(['Unverify', 'Suspend']);
    expect(within(suspended).getByText('Suspended')).toBeInTheDocument();
    expect(within(suspended).getByText('Counterfeit goods.')).toBeInTheDocument();
    expect(buttonsIn(suspended)).toEqual(['Restore', 'Verify']);
  });

  it('ignores a status or verified value it does not know', async () => {
    jest.mocked(listAdminShops).mockResolvedValue(page([]));
    render(await AdminSellersPage({ searchParams: Promise.resolve({ tab: 'shops', status: 'closed', verified: 'maybe' }) }));
    expect(listAdminShops).toHaveBeenCalledWith('token', { page: 1, search: undefined, status: undefined, verified: undefined });
    expect(screen.getByText('No shops match.')).toBeInTheDocument();
  });

  it('says when the list could not be read', async () => {
    jest
      .mocked(listSellerApplications)
      .mockResolvedValue({ ok: false, error: { kind: 'http', status: 500, message: null, fieldErrors: {}, messages: [], retryAfter: null } });
    render(await AdminSellersPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('alert')).toHaveTextContent('The seller applications could not be loaded. Please try again later.');
  });

  it('reads nothing for a buyer or a seller', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      jest.mocked(requireUser).mockResolvedValue(session(userType));
      expect(await AdminSellersPage({ searchParams: Promise.resolve({ tab: 'shops' }) })).toBeNull();
    }
    expect(listAdminShops).not.toHaveBeenCalled();
    expect(listSellerApplications).not.toHaveBeenCalled();
  });
});

describe('the row actions', () => {
  it('approves, says so and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Application approved: the applicant is now a seller.', state: 'approved' }));
    render(<ApplicationActions id={8} shopName="Kazuri Beads" />);
    await user.click(screen.getByRole('button', { name: 'Approve: Kazuri Beads' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/seller-applications/8/approve');
    expect(screen.getByRole('status')).toHaveTextContent('Application approved: the applicant is now a seller.');
  });

  it('declines only with a reason', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Application declined: the applicant is e-mailed the reason.', state: 'declined' }));
    render(<ApplicationActions id={8} shopName="Kazuri Beads" />);
    await user.click(screen.getByRole('button', { name: 'Decline: Kazuri Beads' }));
    expect(screen.getByLabelText(/Reason/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(screen.getAllByText('Reason is required.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason/), 'Please add photos.');
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/seller-applications/8/decline');
    expect(sentBody()).toEqual({ reason: 'Please add photos.' });
    expect(screen.queryByLabelText(/Reason/)).toBeNull();
  });

  it('suspends a shop with a reason, and says the API’s refusal as it is', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This shop is already suspended.' }));
    render(<ShopActions id={5} name="Amani" status="active" verified={false} />);
    await user.click(screen.getByRole('button', { name: 'Suspend: Amani' }));
    await user.type(screen.getByLabelText(/Reason/), 'Counterfeit goods.');
    await user.click(screen.getByRole('button', { name: 'Suspend shop' }));
    await settleUntil(() => expect(screen.getByText('This shop is already suspended.')).toBeInTheDocument());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/shops/5/suspend');
    expect(sentBody()).toEqual({ reason: 'Counterfeit goods.' });
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('verifies a shop at once', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Shop verified: its page shows the verified badge.', status: 'active', verified: true }));
    render(<ShopActions id={5} name="Amani" status="active" verified={false} />);
    await user.click(screen.getByRole('button', { name: 'Verify: Amani' }));
    await settleUntil(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/shops/5/verify');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });
});
