/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn, type SignInResponse } from 'next-auth/react';
import { LoginForm } from '@/components/auth/login-form';
import { loadPage } from '@/components/auth/load-page';
import { deferred, descriptionOf, expectBusyAndSentOnce } from './helpers';

jest.mock('@/components/auth/load-page', () => ({ loadPage: jest.fn() }));
const mockedLoadPage = jest.mocked(loadPage);
jest.mock('next-auth/react', () => ({ signIn: jest.fn(), getSession: jest.fn() }));
const mockedSignIn = jest.mocked(signIn);
const mockedGetSession = jest.mocked(getSession);

const ok: SignInResponse = { ok: true, error: null, status: 200, url: 'http://localhost/dashboard' };

// After signing in, the form merges the guest cart (POST /api/cart/merge).
const fetchMock = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockResolvedValue({ ok: true });
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function fillAndSubmit(email = 'amina@example.com', password = 'secret1') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email or phone'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm', () => {
  it('lands a seller in the seller centre, or on the seller page they were sent from', async () => {
    mockedSignIn.mockResolvedValue(ok);
    const seller = { user: { id: '7', name: 'Wanjiku', email: 'seller@demo.crafts.ke', userType: 'seller' as const }, expires: '2099-01-01' };
    mockedGetSession.mockResolvedValueOnce(seller).mockResolvedValueOnce(seller);
    const { unmount } = render(<LoginForm redirectTo="/order-history" />);
    await fillAndSubmit();
    await waitFor(() => expect(mockedLoadPage).toHaveBeenCalledWith('/seller'));
    unmount();

    render(<LoginForm redirectTo="/seller/orders" />);
    await fillAndSubmit();
    await waitFor(() => expect(mockedLoadPage).toHaveBeenCalledWith('/seller/orders'));
  });

  it('asks for both fields before calling next-auth, and moves focus to the first one', async () => {
    render(<LoginForm />);
    await fillAndSubmit('', '');

    expect(mockedSignIn).not.toHaveBeenCalled();
    // Said once, in the summary, which both fields point to.
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email or phone and your password.');
    const email = screen.getByLabelText('Email or phone');
    const password = screen.getByLabelText('Password');
    for (const input of [email, password]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(descriptionOf(input)).toContain('Please enter your email or phone and your password.');
    }
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('signs in without a page redirect, then goes to the safe redirect and refreshes', async () => {
    mockedSignIn.mockResolvedValue(ok);
    render(<LoginForm redirectTo="/order-history?page=2" />);
    await fillAndSubmit();

    expect(mockedSignIn).toHaveBeenCalledWith('credentials', { email: 'amina@example.com', password: 'secret1', redirect: false });
    await waitFor(() => expect(mockedLoadPage).toHaveBeenCalledWith('/order-history?page=2'));
    // The guest's cart joins the buyer's before the page changes.
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/merge', expect.objectContaining({ method: 'POST' }));
    // This tab reads its session, and the site's other open tabs are told (signIn() tells none):
    // a message of next-auth's shape whose value is new each time, so the storage event always fires.
    expect(mockedGetSession).toHaveBeenCalled();
    expect(mockedGetSession.mock.invocationCallOrder[0]).toBeLessThan(mockedLoadPage.mock.invocationCallOrder[0]);
    const message = JSON.parse(localStorage.getItem('nextauth.message') ?? '{}');
    expect(message).toMatchObject({ event: 'session', data: { trigger: 'signIn', at: expect.any(String) } });
    // Not next-auth's own message of this second, which the tabs may already hold (and would not hear again).
    expect(message.data).not.toEqual({ trigger: 'getSession' });
  });

  it('goes to the dashboard instead of another site', async () => {
    mockedSignIn.mockResolvedValue(ok);
    render(<LoginForm redirectTo="//evil.example/steal" />);
    await fillAndSubmit();
    await waitFor(() => expect(mockedLoadPage).toHaveBeenCalledWith('/dashboard'));
  });

  it('shows the error next-auth returns (the API’s message) and lets the user try again', async () => {
    mockedSignIn.mockResolvedValue({ ok: false, error: 'These credentials do not match our records.', status: 401, url: null });
    render(<LoginForm />);
    await fillAndSubmit();

    expect(await screen.findByText('These credentials do not match our records.')).toHaveAttribute('role', 'alert');
    expect(mockedLoadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('falls back to “Login failed” when next-auth cannot be reached', async () => {
    mockedSignIn.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<LoginForm />);
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('disables the button while signing in and ignores a second submit', async () => {
    const answer = deferred<SignInResponse>();
    mockedSignIn.mockReturnValue(answer.promise);
    render(<LoginForm />);
    await fillAndSubmit();

    expectBusyAndSentOnce('Logging in...', mockedSignIn);

    await act(async () => answer.resolve(ok));
    expect(mockedLoadPage).toHaveBeenCalledTimes(1);
  });

  it('says the session ended when sent back with ?expired=1', () => {
    render(<LoginForm expired />);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('links to Register (keeping the redirect) and to Forgot password', () => {
    render(<LoginForm redirectTo="/cart" />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?redirect=%2Fcart');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
