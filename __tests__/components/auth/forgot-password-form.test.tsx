/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { answerLater, descriptionOf, expectBusyAndSentOnce, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
});

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
}

describe('ForgotPasswordForm', () => {
  it('asks for the email before calling the server', async () => {
    renderWithToasts(<ForgotPasswordForm />);
    await submit('');

    expect(fetchMock).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    expect(descriptionOf(email)).toContain('Please enter your email.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('sends the email, shows “Reset code sent!…” and opens the code screen', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Reset code sent! Please check your email for the reset code.' }));
    renderWithToasts(<ForgotPasswordForm />);
    await submit('amina@example.com');

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/forgot-password', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ email: 'amina@example.com' });
    expect(await screen.findByText('Reset code sent! Please check your email for the reset code.')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/verify-reset-code');
  });

  it('says “Failed to send reset code.” when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithToasts(<ForgotPasswordForm />);
    await submit('amina@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset code.');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('disables the button while sending and sends once', async () => {
    const answer = answerLater();
    renderWithToasts(<ForgotPasswordForm />);
    await submit('amina@example.com');

    expectBusyAndSentOnce('Sending...');
    await act(async () => answer.resolve(jsonResponse(503, { message: 'Failed to send reset code.' })));
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeEnabled();
  });
});
