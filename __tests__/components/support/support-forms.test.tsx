/** @jest-environment jsdom */
// The support-ticket forms say the spec's messages: on the client before anything is sent, the
// server's message when it refuses, and the spec's fallback when it cannot be reached. What they
// send is what the route handlers take; the list and the conversation are read again at once.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTicketForm } from '@/components/support/create-ticket-form';
import { HideMenuToggle } from '@/components/support/hide-menu-toggle';
import { NewTicketDialog } from '@/components/support/new-ticket-dialog';
import { TicketReplyForm } from '@/components/support/ticket-reply-form';
import type { SupportTicketDetail } from '@/lib/domain/account';
import { deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

/** The ticket as the handlers answer it after a create or a reply. */
const ticket: SupportTicketDetail = {
  id: 31,
  subject: 'Where is my order?',
  description: 'It has been a week.',
  category: 'delivery',
  priority: 'medium',
  status: 'open',
  orderId: null,
  orderNumber: null,
  messageCount: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  buyer: null,
  messages: [{ id: 1, author: 'buyer', authorName: 'Amina Wanjiru', body: 'Thank you!', createdAt: '2026-11-21T09:00:00.000Z' }],
};

jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/support' }));

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

afterEach(() => jest.useRealTimers());

describe('CreateTicketForm', () => {
  const orders = [{ id: 9, number: 'ORD-2026-000009' }];

  it('starts on delivery and high, with Description in 4 rows and the buyer’s orders to choose from', () => {
    renderWithToasts(<CreateTicketForm orders={orders} />);
    expect(screen.getByLabelText('Category')).toHaveValue('delivery');
    expect(screen.getByLabelText('Priority')).toHaveValue('high');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Delivery', 'Product', 'Order', 'Payment', 'Others']);
    expect(
      within(screen.getByLabelText('Priority'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['High', 'Medium', 'Low']);
    expect(screen.getByLabelText('Order (optional)')).toHaveValue('');
  });

  it('asks for the subject and the description before sending anything', async () => {
    const user = userEvent.setup();
    renderWithToasts(<CreateTicketForm orders={orders} />);
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getAllByText('Please enter a subject.').length).toBeGreaterThan(0);
    expect(screen.getByText('Please enter a description.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Submitting...', then 'Ticket created successfully!', and goes to /support 1.2 s later", async () => {
    jest.useFakeTimers();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts(<CreateTicketForm orders={orders} />);
    await user.type(screen.getByLabelText('Subject'), 'Basket arrived damaged');
    await user.type(screen.getByLabelText('Description'), 'One handle is torn.');
    await user.selectOptions(screen.getByLabelText('Category'), 'product');
    await user.selectOptions(screen.getByLabelText('Priority'), 'medium');
    await user.selectOptions(screen.getByLabelText('Order (optional)'), '9');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/support-tickets');
    expect(sentBody()).toEqual({
      subject: 'Basket arrived damaged',
      description: 'One handle is torn.',
      ticket_category: 'product',
      priority: 'medium',
      order_id: 9,
    });

    answer.resolve(jsonResponse(201, { message: 'Ticket created successfully!', ticket }));
    await settle();
    expect(screen.getByText('Ticket created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1199));
    expect(router.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(router.push).toHaveBeenCalledWith('/support');
  });

  it('shows the server’s message beside its field, else “Failed to create ticket”', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { message: 'Please choose one of your orders.', fieldErrors: { order_id: 'Please choose one of your orders.' } }),
    );
    renderWithToasts(<CreateTicketForm orders={orders} />);
    await user.type(screen.getByLabelText('Subject'), 'Refund');
    await user.type(screen.getByLabelText('Description'), 'Please refund me.');
    await user.selectOptions(screen.getByLabelText('Order (optional)'), '9');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await settle();
    expect(screen.getAllByText('Please choose one of your orders.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Order (optional)')).toHaveAttribute('aria-invalid', 'true');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await settle();
    expect(screen.getByText('Failed to create ticket')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves the order out when the orders could not be loaded, and sends none', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Ticket created successfully!', ticket }));
    renderWithToasts(<CreateTicketForm orders={null} />);
    expect(screen.queryByLabelText('Order (optional)')).toBeNull();
    await user.type(screen.getByLabelText('Subject'), 'Question');
    await user.type(screen.getByLabelText('Description'), 'Do you ship to Uganda?');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await settle();
    expect(sentBody()).toMatchObject({ order_id: null, ticket_category: 'delivery', priority: 'high' });
  });
});

describe('NewTicketDialog', () => {
  const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

  it('opens a modal with Subject and Message, both required, and sends nothing while one is missing', async () => {
    const user = userEvent.setup();
    renderWithToasts(<NewTicketDialog />);
    expect(dialogElement()).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getAllByText('Please enter a subject.').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Please enter a message.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Subject'), 'Where is my parcel?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getAllByText('Please enter a message.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a ticket with {subject, message}, closes, says so and reads the list again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Ticket created successfully!', ticket }));
    renderWithToasts(<NewTicketDialog />);
    const trigger = screen.getByRole('button', { name: 'New message' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Where is my parcel?');
    await user.type(within(dialog).getByLabelText('Message'), 'It has been a week.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/support-tickets');
    expect(sentBody()).toEqual({ subject: 'Where is my parcel?', message: 'It has been a week.' });
    // The dialog closes once the answer is handled; on a busy machine that can take more than one settle().
    await waitFor(() => expect(dialogElement()).not.toHaveAttribute('open'));
    expect(trigger).toHaveFocus();
    expect(screen.getByText('Ticket created successfully!')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s message when it refuses', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'Failed to create ticket' }));
    renderWithToasts(<NewTicketDialog />);
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'Anyone there?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await settle();
    expect(dialogElement()).toHaveAttribute('open');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create ticket');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('TicketReplyForm', () => {
  it("says 'Please write a message.' before sending anything", async () => {
    const user = userEvent.setup();
    renderWithToasts(<TicketReplyForm ticketId={31} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Please write a message.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the buyer’s message (no status), clears it, says so and reads the conversation again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Message sent.', ticket }));
    renderWithToasts(<TicketReplyForm ticketId={31} />);
    expect(screen.queryByLabelText('Ticket status after this message')).toBeNull();
    await user.type(screen.getByLabelText('Message'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/support-tickets/31/messages');
    expect(sentBody()).toEqual({ body: 'Thank you!' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByText('Message sent.')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('gives an admin the status to leave the ticket in (pending unless chosen), sent with the answer', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Message sent.', ticket }));
    renderWithToasts(<TicketReplyForm ticketId={31} asStaff />);
    const status = screen.getByLabelText('Ticket status after this message');
    expect(status).toHaveValue('pending');
    await user.type(screen.getByLabelText('Message'), 'A new one is on its way.');
    await user.selectOptions(status, 'resolved');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await settle();
    expect(sentBody()).toEqual({ body: 'A new one is on its way.', status: 'resolved' });
  });

  it('shows the server’s message (another buyer’s ticket), else its own fallback', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Ticket not found' }));
    renderWithToasts(<TicketReplyForm ticketId={77} />);
    await user.type(screen.getByLabelText('Message'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket not found');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello?');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send the message.');
  });
});

describe('HideMenuToggle', () => {
  it('hides the account shell’s sidebar and breadcrumb, shows them again, and leaves them shown when it goes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithToasts(
      <div data-account-shell="">
        <HideMenuToggle />
      </div>,
    );
    const shell = document.querySelector<HTMLElement>('[data-account-shell]')!;
    const toggle = screen.getByRole('button', { name: 'Hide menu' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(shell).toHaveAttribute('data-menu', 'hidden');
    await user.click(toggle);
    expect(shell).not.toHaveAttribute('data-menu');
    await user.click(toggle);
    unmount();
    expect(shell).not.toHaveAttribute('data-menu');
  });
});
