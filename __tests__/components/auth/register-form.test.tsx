/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/components/auth/register-form';
import {
  answerLater,
  descriptionOf,
  expectBusyAndSentOnce,
  fetchMock,
  installFetch,
  jsonResponse,
  renderWithToasts,
  router,
  sentBody,
  settle,
} from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

const filled = { name: 'Amina Wanjiru', email: 'amina@example.com', password: 'secret1', confirm: 'secret1' };

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

async function fill(values: Partial<typeof filled> = filled, user = userEvent.setup()) {
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('RegisterForm', () => {
  it('uses an email input for the email', () => {
    renderWithToasts(<RegisterForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('says “Please fill in all fields.” once and marks every empty field', async () => {
    renderWithToasts(<RegisterForm />);
    await fill({ name: 'Amina' });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(email)).toBe('Please fill in all fields.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('says “Password must be at least 6 characters.” beside the password', async () => {
    renderWithToasts(<RegisterForm />);
    await fill({ ...filled, password: 'abc', confirm: 'abc' });

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(password)).toContain('Password must be at least 6 characters.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says “Passwords do not match.” beside the confirmation', async () => {
    renderWithToasts(<RegisterForm />);
    await fill({ ...filled, confirm: 'secret2' });

    const confirm = screen.getByLabelText('Confirm password');
    expect(descriptionOf(confirm)).toContain('Passwords do not match.');
    await waitFor(() => expect(confirm).toHaveFocus());
  });

  it('posts the form, shows the spec’s notice for 2.5 s, then goes to login keeping the redirect', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Registration successful! You can now login.' }));
    renderWithToasts(<RegisterForm redirectTo="/cart" />);
    await fill(filled, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/register', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ name: 'Amina Wanjiru', email: 'amina@example.com', password: 'secret1', password_confirmation: 'secret1' });
    await settle();
    expect(screen.getByText('Registration successful! You can now login.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(2400));
    expect(router.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fcart');
  });

  it('shows the API’s field error beside its field (email taken) and focuses it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'The email has already been taken.', fieldErrors: { email: 'The email has already been taken.' } }),
    );
    renderWithToasts(<RegisterForm />);
    await fill();

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(email)).toContain('The email has already been taken.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('falls back to “Registration failed” when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithToasts(<RegisterForm />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('disables the button while it waits and sends one request however often it is submitted', async () => {
    const answer = answerLater();
    renderWithToasts(<RegisterForm />);
    await fill();

    expectBusyAndSentOnce('Creating account...');

    await act(async () => answer.resolve(jsonResponse(422, { message: 'Registration failed' })));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
