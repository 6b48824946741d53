/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyCodeForm } from '@/components/auth/verify-code-form';
import { answerLater, descriptionOf, expectBusyAndSentOnce, fetchMock, installFetch, jsonResponse, router, sentBody, settle } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

const verified = { message: 'Code verified successfully! Redirecting you to create new password...', email: 'amina@example.com' };

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

async function submit(code: string, user = userEvent.setup()) {
  if (code) await user.type(screen.getByLabelText('Reset code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  return user;
}

describe('VerifyCodeForm', () => {
  it('has one code input of at most 6 characters with the spec’s placeholder and hint', () => {
    render(<VerifyCodeForm email="amina@example.com" />);
    const input = screen.getByLabelText('Reset code');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(descriptionOf(input)).toContain('Code expires in 10 minutes');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it('asks for the code before calling the server', async () => {
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('');

    expect(fetchMock).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Reset code');
    expect(descriptionOf(input)).toContain('Please enter the code.');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('sends only the code, says so, and after 1.2 s opens the new-password screen for that email', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, verified));
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('123456', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/verify-reset-code', expect.objectContaining({ method: 'POST' }));
    // The email is the server's to know (sealed cookie), not the browser's to send.
    expect(sentBody()).toEqual({ code: '123456' });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Code verified successfully! Redirecting you to create new password...');

    act(() => jest.advanceTimersByTime(1199));
    expect(router.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(router.push).toHaveBeenCalledWith('/reset-password?email=amina%40example.com');
  });

  it('shows “Verifying...” and a disabled button while it waits, and sends once', async () => {
    const answer = answerLater();
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('123456');

    expectBusyAndSentOnce('Verifying...');
    await act(async () => answer.resolve(jsonResponse(200, verified)));
  });

  it('shows the server’s “Invalid or expired code.” beside the code', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { message: 'Invalid or expired code.', fieldErrors: { code: 'Invalid or expired code.' } }));
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('000000');

    const input = screen.getByLabelText('Reset code');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(input)).toContain('Invalid or expired code.');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  });

  it('falls back to “Invalid or expired code.” when the answer says nothing', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('html')) } as unknown as Response);
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
  });

  it('asks the user to start again when the reset has expired', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(410, { message: 'Your password reset has expired or was not started in this browser. Please request a new code.', restart: true }),
    );
    render(<VerifyCodeForm email="amina@example.com" />);
    await submit('123456');

    expect(await screen.findByText(/Please request a new code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends the user back to ask for a new code with Resend Code', async () => {
    render(<VerifyCodeForm email="amina@example.com" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(router.push).toHaveBeenCalledWith('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
