/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/static/contact-form';
import { answerLater, fetchMock, installFetch, jsonResponse, sentBody } from '../../support/browser';

beforeEach(() => installFetch());

afterEach(() => {
  jest.useRealTimers();
});

async function fill(values: { name?: string; email?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send message' }));

/** The thank-you shown now stays 3 s to the millisecond (under fake timers), then goes. */
function expectThanksToStayForThreeSeconds() {
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll be in touch soon.");
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
}

/** The form filled in full (Amina, amina@example.com, "Hello there") and sent. */
async function sendAFilledForm() {
  render(<ContactForm />);
  await send(await fill({ name: 'Amina', email: 'amina@example.com', message: 'Hello there' }));
}

describe('ContactForm', () => {
  it('asks for every field and sends nothing while one is empty', async () => {
    render(<ContactForm />);
    const user = await fill({ name: 'Amina Wanjiru', message: 'Do you ship kiondo baskets to Kampala?' });
    await send(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a field of spaces as empty', async () => {
    render(<ContactForm />);
    const user = await fill({ name: '   ', email: 'amina@example.com', message: 'Hello' });
    await send(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an email', async () => {
    render(<ContactForm />);
    const user = await fill({ name: 'Amina', email: 'amina@', message: 'Hello' });
    await send(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message through POST /api/contact and thanks the sender in a live region', async () => {
    const answer = answerLater();
    render(<ContactForm />);
    const user = await fill({ name: ' Amina Wanjiru ', email: 'amina@example.com', message: 'Do you ship to Kampala?' });
    await send(user);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact');
    expect(sentBody()).toEqual({ name: 'Amina Wanjiru', email: 'amina@example.com', message: 'Do you ship to Kampala?' });

    answer.resolve(jsonResponse(201, { message: "Thank you! We'll be in touch soon." }));
    expect(await screen.findByText("Thank you! We'll be in touch soon.")).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the thank-you for 3 s (spec section 5)', async () => {
    // Real time: React flushes its updates on a message channel, which fake timers do not drive,
    // so a faked clock raced the render on a busy machine.
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "Thank you! We'll be in touch soon." }));
    await sendAFilledForm();
    const thanks = await screen.findByText("Thank you! We'll be in touch soon.");
    const shownAt = Date.now();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(thanks).toHaveTextContent("Thank you! We'll be in touch soon.");
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), { timeout: 2500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
  });

  it('takes the thank-you away after exactly 3 s, on a fake clock', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(201, { message: "Thank you! We'll be in touch soon." }));
    render(<ContactForm />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await send(user);
    expect(await screen.findByText("Thank you! We'll be in touch soon.")).toHaveAttribute('role', 'status');
    expectThanksToStayForThreeSeconds();
  });

  it('says so when the message could not be sent, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(502, { message: "We couldn't send your message. Please try again." }));
    await sendAFilledForm();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your message. Please try again.");
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('says so when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await sendAFilledForm();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your message. Please try again.");
  });

  it('shows the server’s message for a field it refused', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'Please enter a valid email address.', fieldErrors: { email: 'Please enter a valid email address.' } }),
    );
    await sendAFilledForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ContactForm without JavaScript', () => {
  it('is a plain form post to the route, with required fields', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('takes the thank-you of a post without JavaScript away after 3 s once scripts run', () => {
    jest.useFakeTimers();
    render(<ContactForm outcome="sent" />);
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll be in touch soon.");
    expectThanksToStayForThreeSeconds();
  });

  it('shows the outcome the route sent the browser back with', () => {
    const { unmount } = render(<ContactForm outcome="sent" />);
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll be in touch soon.");
    unmount();
    render(<ContactForm outcome="missing" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
  });
});
