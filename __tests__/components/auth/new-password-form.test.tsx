/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { answerLater, descriptionOf, expectBusyAndSentOnce, fetchMock, installFetch, jsonResponse, router, sentBody, settle } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

async function submit(password: string, confirmation: string, user = userEvent.setup()) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('NewPasswordForm', () => {
  it('says “Passwords do not match.” beside the confirmation', async () => {
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('newsecret', 'different');

    const confirm = screen.getByLabelText('Confirm new password');
    expect(descriptionOf(confirm)).toContain('Passwords do not match.');
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs at least 6 characters', async () => {
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('abc', 'abc');
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain('Password must be at least 6 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after the code screen sends only the passwords (the token is in the sealed cookie)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Password reset! Redirecting to login...' }));
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('newsecret', 'newsecret');
    expect(sentBody()).toEqual({ password: 'newsecret', password_confirmation: 'newsecret' });
  });

  it('passes an emailed link’s token and email to the server, says so, and goes to login after 1500 ms', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Password reset! Redirecting to login...' }));
    render(<NewPasswordForm email="amina@example.com" link={{ email: 'amina@example.com', token: 'link-token' }} />);
    await submit('newsecret', 'newsecret', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/reset-password', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({
      password: 'newsecret',
      password_confirmation: 'newsecret',
      email: 'amina@example.com',
      token: 'link-token',
    });
    // Settled until the form has drawn its answer (on a busy machine one pass was not always enough).
    for (let pass = 0; pass < 20 && !screen.getByRole('status').textContent; pass += 1) await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Password reset! Redirecting to login...');

    act(() => jest.advanceTimersByTime(1499));
    expect(router.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(router.push).toHaveBeenCalledWith('/login');
  });

  it('shows the server’s joined message and each field error beside its field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'Password must be at most 128 characters. This password reset link is invalid or has expired.',
        fieldErrors: {
          password: 'Password must be at most 128 characters.',
          token: 'This password reset link is invalid or has expired.',
        },
      }),
    );
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('newsecret', 'newsecret');

    expect(await screen.findByText('Password must be at most 128 characters. This password reset link is invalid or has expired.')).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    expect(descriptionOf(password)).toContain('Password must be at most 128 characters.');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('falls back to “Failed to reset password” when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('newsecret', 'newsecret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });

  it('disables the button while it waits and sends once', async () => {
    const answer = answerLater();
    render(<NewPasswordForm email="amina@example.com" />);
    await submit('newsecret', 'newsecret');

    expectBusyAndSentOnce('Resetting...');
    await act(async () => answer.resolve(jsonResponse(200, { message: 'Password reset! Redirecting to login...' })));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});
