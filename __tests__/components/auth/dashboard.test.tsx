/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { redirect } from 'next/navigation';
import DashboardPage from '@/app/(site)/(account)/dashboard/page';
import { requireUser } from '@/lib/session/session';
import { getProfile } from '@/lib/upstream/auth';

jest.mock('next/navigation', () => ({
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
}));
jest.mock('@/lib/session/session', () => ({
  requireUser: jest.fn(),
  sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${encodeURIComponent(path)}`,
}));
jest.mock('@/lib/upstream/auth', () => ({ getProfile: jest.fn() }));

const session = {
  user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const },
  accessToken: 'api-bearer-token',
};

const profile = {
  user_id: 7,
  name: 'Amina Wanjiru',
  username: 'amina',
  email: 'amina@example.com',
  phone: null,
  user_type: 'buyer' as const,
  status: 'active',
  email_verified_at: null,
  created_at: '2025-03-14T09:00:00.000Z',
  updated_at: '2025-03-14T09:00:00.000Z',
  roles: [],
  firstName: 'Amina',
  lastName: 'Wanjiru',
  dateOfBirth: null,
  gender: null,
  mpesa: null,
  idNumber: null,
  country: null,
  town: null,
  createdAt: '2025-03-14T09:00:00.000Z',
};

const httpError = (status: number) => ({
  ok: false as const,
  error: { kind: 'http' as const, status, message: null, fieldErrors: {}, messages: [], retryAfter: null },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requireUser).mockResolvedValue(session);
});

describe('the dashboard', () => {
  it('greets the signed-in buyer with their profile and links to the main account screens', async () => {
    jest.mocked(getProfile).mockResolvedValue({ ok: true, data: profile, message: '' });
    render(await DashboardPage());

    expect(requireUser).toHaveBeenCalledWith('/dashboard');
    expect(getProfile).toHaveBeenCalledWith('api-bearer-token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Amina Wanjiru');
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByText('14 March 2025')).toHaveAttribute('dateTime', '2025-03-14T09:00:00.000Z');
    const nav = within(screen.getByRole('navigation', { name: 'Your account' }));
    expect(nav.getByRole('link', { name: /Order History/ })).toHaveAttribute('href', '/order-history');
    expect(nav.getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/my-profile');
    expect(nav.getByRole('link', { name: /Address Book/ })).toHaveAttribute('href', '/address-book');
    expect(nav.getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/wishlist');
  });

  it('ends the session when the API no longer accepts the token', async () => {
    jest.mocked(getProfile).mockResolvedValue(httpError(401));
    await expect(DashboardPage()).rejects.toThrow('NEXT_REDIRECT');
    expect(redirect).toHaveBeenCalledWith('/api/session/expired?redirect=%2Fdashboard');
  });

  it('still greets from the session and says the profile failed to load when the API is down', async () => {
    jest.mocked(getProfile).mockResolvedValue({
      ok: false,
      error: { kind: 'network', status: 0, message: null, fieldErrors: {}, messages: [], retryAfter: null },
    });
    render(await DashboardPage());

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Amina Wanjiru');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile.');
  });
});
