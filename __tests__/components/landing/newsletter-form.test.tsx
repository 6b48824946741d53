/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/landing/newsletter-form';
import { fetchMock, installFetch, jsonResponse } from '../../support/browser';

beforeEach(() => installFetch());

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const input = screen.getByLabelText('Email address');
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return input;
}

describe('NewsletterForm', () => {
  it('asks for an email and sends nothing when the field is empty', async () => {
    const input = await subscribe('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an email', async () => {
    await subscribe('amina@');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes through POST /api/newsletter and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Thank you for subscribing!' }));
    const input = await subscribe('  amina@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com' });
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the subscription failed when the server cannot subscribe', async () => {
    fetchMock.mockResolvedValue(jsonResponse(502, { message: 'Subscription failed. Please try again.' }));
    await subscribe('amina@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed. Please try again.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the subscription failed when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await subscribe('amina@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed. Please try again.');
  });
});

describe('NewsletterForm after a post without JavaScript', () => {
  it('posts to the route itself when scripts do not run', () => {
    const { container } = render(<NewsletterForm />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter');
  });

  it('shows the outcome the route sent it back with', () => {
    const { unmount } = render(<NewsletterForm outcome="subscribed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    unmount();
    render(<NewsletterForm outcome="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Subscription failed. Please try again.');
  });
});
