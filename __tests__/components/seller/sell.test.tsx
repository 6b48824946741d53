/** @jest-environment jsdom */
// The /sell form checks the contract's rules before anything is sent, sends the numbers in E.164
// and the years as a number, says the server's message beside its field or the screen's fallback,
// and reads the page again once the application is received. The state panel says where an
// application stands, a decline with its reason. The page, as the server renders it, shows the
// form or the application's state, and ends the session when the API refuses the token.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SellPage from '@/app/(site)/sell/page';
import { ApplicationState } from '@/components/seller/application-state';
import { SellerApplicationForm } from '@/components/seller/seller-application-form';
import type { SellerApplication } from '@/lib/domain/seller';
import type { UpstreamError } from '@/lib/upstream/client';
import { getMyApplication } from '@/lib/upstream/seller-applications';
import { requireUser } from '@/lib/session/session';
import { fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
  useRouter: () => router,
}));
jest.mock('@/lib/upstream/seller-applications', () => ({ getMyApplication: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));

const application: SellerApplication = {
  id: 12,
  shopName: 'Kazuri Beads',
  shopType: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '+254712345678',
  mpesaNumber: '+254712345678',
  yearsOfExperience: 4,
  state: 'pending',
  declineReason: null,
  shopSlug: null,
  decidedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
};

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Shop name'), 'Kazuri Beads');
  await user.selectOptions(screen.getByLabelText('Shop type'), 'brand');
  await user.type(screen.getByLabelText('Location'), 'Nairobi');
  await user.type(screen.getByLabelText('Description'), 'Hand-rolled ceramic beads.');
  await user.type(screen.getByLabelText('Phone'), '0712 345 678');
  await user.type(screen.getByLabelText('M-Pesa number'), '0712345678');
  await user.type(screen.getByLabelText('Years of experience'), '4');
}

describe('SellerApplicationForm', () => {
  it('names every missing field before sending anything', async () => {
    const user = userEvent.setup();
    renderWithToasts(<SellerApplicationForm />);
    await user.clear(screen.getByLabelText('Country'));
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    expect(screen.getAllByText('Shop name is required.').length).toBeGreaterThan(0);
    expect(screen.getByText('Country is required.')).toBeInTheDocument();
    expect(screen.getByText('Location is required.')).toBeInTheDocument();
    expect(screen.getByText('Years of experience must be a whole number from 0 to 80.')).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Shop name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an M-Pesa number that is not Safaricom’s', async () => {
    const user = userEvent.setup();
    renderWithToasts(<SellerApplicationForm />);
    await fillIn(user);
    await user.clear(screen.getByLabelText('M-Pesa number'));
    await user.type(screen.getByLabelText('M-Pesa number'), '+233 24 000 0002');
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    expect(screen.getAllByText('Please enter a Safaricom number for M-Pesa payouts.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application, says it was received, and reads the page again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Application received. We will e-mail you when it has been reviewed.', application }));
    renderWithToasts(<SellerApplicationForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seller/applications');
    expect(sentBody()).toEqual({
      shop_name: 'Kazuri Beads',
      shop_type: 'brand',
      country: 'Kenya',
      location: 'Nairobi',
      description: 'Hand-rolled ceramic beads.',
      phone: '+254712345678',
      mpesa_number: '+254712345678',
      years_of_experience: 4,
    });
    expect(screen.getByText('Application received. We will e-mail you when it has been reviewed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply to sell' })).toBeDisabled();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says the server’s refusal, else “Failed to send your application.”', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'You already have an application waiting for review.' }));
    renderWithToasts(<SellerApplicationForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    await settle();
    expect(screen.getByText('You already have an application waiting for review.')).toBeInTheDocument();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Apply to sell' }));
    await settle();
    expect(screen.getByText('Failed to send your application.')).toBeInTheDocument();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('ApplicationState', () => {
  it('says a pending application waits for review', () => {
    render(<ApplicationState application={application} />);
    expect(screen.getByRole('heading', { name: 'Your application is waiting for review' })).toBeInTheDocument();
    expect(screen.getByText(/You applied to sell as Kazuri Beads/)).toBeInTheDocument();
  });

  it('says why an application was declined', () => {
    render(<ApplicationState application={{ ...application, state: 'declined', declineReason: 'Please add photos of your work.' }} />);
    expect(screen.getByRole('heading', { name: 'Your application was declined' })).toBeInTheDocument();
    expect(screen.getByText('Please add photos of your work.')).toBeInTheDocument();
  });

  it('links an approved application to its shop', () => {
    render(<ApplicationState application={{ ...application, state: 'approved', shopSlug: 'kazuri-beads' }} />);
    expect(screen.getByRole('heading', { name: 'Your application is approved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kazuri Beads' })).toHaveAttribute('href', '/seller-gallery/shop/kazuri-beads');
  });
});

const session = (userType: 'buyer' | 'seller') => ({ user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType }, accessToken: 'token' });

const ok = (data: SellerApplication) => ({ ok: true as const, data, message: '' });
const httpError = (status: number): UpstreamError => ({ kind: 'http', status, message: null, fieldErrors: {}, messages: [], retryAfter: null });
const failed = (status: number) => ({ ok: false as const, error: httpError(status) });

const applyButton = () => screen.queryByRole('button', { name: 'Apply to sell' });

describe('/sell', () => {
  beforeEach(() => jest.mocked(requireUser).mockResolvedValue(session('buyer')));

  it('offers the form to a buyer who never applied, behind the login that comes back', async () => {
    jest.mocked(getMyApplication).mockResolvedValue(failed(404));
    renderWithToasts(await SellPage());
    expect(requireUser).toHaveBeenCalledWith('/sell');
    expect(getMyApplication).toHaveBeenCalledWith('token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become a seller');
    expect(applyButton()).toBeInTheDocument();
  });

  it('shows a pending application instead of the form', async () => {
    jest.mocked(getMyApplication).mockResolvedValue(ok(application));
    renderWithToasts(await SellPage());
    expect(screen.getByRole('heading', { name: 'Your application is waiting for review' })).toBeInTheDocument();
    expect(applyButton()).toBeNull();
  });

  it('shows a declined application with its reason, and the form again', async () => {
    jest.mocked(getMyApplication).mockResolvedValue(ok({ ...application, state: 'declined', declineReason: 'Please add photos of your work.' }));
    renderWithToasts(await SellPage());
    expect(screen.getByText('Please add photos of your work.')).toBeInTheDocument();
    expect(applyButton()).toBeInTheDocument();
  });

  it('says so when the application cannot be loaded, without the form', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(getMyApplication).mockResolvedValue(failed(502));
    renderWithToasts(await SellPage());
    expect(screen.getByRole('alert')).toHaveTextContent('Your application could not be loaded. Please try again later.');
    expect(applyButton()).toBeNull();
  });

  it('tells a seller they can already sell, without asking the API', async () => {
    jest.mocked(requireUser).mockResolvedValue(session('seller'));
    renderWithToasts(await SellPage());
    expect(screen.getByText('Your account can already sell: only a buyer can apply.')).toBeInTheDocument();
    expect(getMyApplication).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    jest.mocked(getMyApplication).mockResolvedValue(failed(401));
    await expect(SellPage()).rejects.toThrow('NEXT_REDIRECT /api/session/expired?redirect=/sell');
  });
});
