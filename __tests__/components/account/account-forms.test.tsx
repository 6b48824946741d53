/** @jest-environment jsdom */
// The account forms say the spec's messages: on the client before anything is sent, and the
// handler's message when the API refuses.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBook } from '@/components/account/address-book';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { ProfileDetails } from '@/components/account/profile-details';
import { ReturnsPanel } from '@/components/account/returns-panel';
import type { ProfileDetails as Details, ReturnRequest } from '@/lib/domain/account';
import type { OrderRefund } from '@/lib/domain/orders';
import { fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/returns-refunds' }));
const updateSession = jest.fn();
jest.mock('next-auth/react', () => ({ useSession: () => ({ data: null, status: 'authenticated', update: updateSession }) }));

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

afterEach(() => jest.useRealTimers());

/**
 * Spec section 4: a save confirmation lasts 2 s, then goes. Found by waiting, not at once: the form
 * loads its rules lazily, which takes real time on a busy machine; the 2 s start when it shows.
 */
async function expectGoneAfterTwoSeconds(message: string) {
  const status = await screen.findByText(message);
  expect(status).toHaveAttribute('role', 'status');
  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByText(message)).toBe(status);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText(message)).toBeNull();
}

describe('ChangePasswordForm', () => {
  async function fill(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    return user;
  }

  it("asks for all three fields with the auth forms' message, sending nothing", async () => {
    renderWithToasts(<ChangePasswordForm />);
    await fill('', '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters.' and 'New passwords do not match.'", async () => {
    renderWithToasts(<ChangePasswordForm />);
    await fill('old-secret', 'abc', 'abc');
    expect(screen.getAllByText('Password must be at least 6 characters.').length).toBeGreaterThan(0);
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await fill('', 'karibu-new', 'karibu-neww');
    expect(screen.getAllByText('New passwords do not match.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s wrong-password message, then the success message with the fields cleared', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { message: 'The current password is incorrect.', fieldErrors: { current_password: 'The current password is incorrect.' } }),
    );
    renderWithToasts(<ChangePasswordForm />);
    await fill('wrong-one', 'karibu-new', 'karibu-new');
    await settle();
    expect(screen.getAllByText('The current password is incorrect.').length).toBeGreaterThan(0);
    expect(sentBody()).toEqual({ current_password: 'wrong-one', new_password: 'karibu-new', new_password_confirmation: 'karibu-new' });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Password updated successfully!' }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await settle();
    expect(screen.getByText('Password updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});

describe('ReturnsPanel', () => {
  const pending: ReturnRequest = {
    id: 5,
    orderId: 9,
    orderNumber: 'ORD-2026-000009',
    date: '2026-11-01T00:00:00.000Z',
    status: 'Pending',
    refund: 2500,
    reason: 'Wrong size',
    decisionReason: null,
    canceledByBuyer: false,
    refundTo: 'original',
    refunds: [],
  };
  const approved: ReturnRequest = { ...pending, id: 6, orderNumber: 'ORD-2026-000010', status: 'Approved' };
  const refund = (overrides: Partial<OrderRefund>): OrderRefund => ({
    id: 31,
    amount: 2500,
    method: 'mpesa',
    destination: 'M-Pesa 2547•••••671',
    status: 'completed',
    cause: 'return',
    receipt: 'SBX8K2L9QZ',
    createdAt: '2026-11-03T08:00:00.000Z',
    completedAt: '2026-11-03T08:01:00.000Z',
    ...overrides,
  });

  it("says 'All fields are required.' before sending, then sends the chosen order and reason", async () => {
    const user = userEvent.setup();
    renderWithToasts(<ReturnsPanel requests={[]} orders={['ORD-2026-000009']} />);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getAllByText('All fields are required.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { message: 'Return request submitted.', request: { ...pending, orderNumber: 'ORD-2026-000009', reason: 'Too small' } }),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'ORD-2026-000009');
    await user.type(screen.getByLabelText('Reason'), 'Too small');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await settle();
    expect(sentBody()).toEqual({ orderNumber: 'ORD-2026-000009', reason: 'Too small', refundTo: 'original' });
    expect(screen.getByText('Return request submitted.')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('sends the refund back where the money came from unless the buyer picks the wallet', async () => {
    const user = userEvent.setup();
    renderWithToasts(<ReturnsPanel requests={[]} orders={['ORD-2026-000009']} />);
    const choice = screen.getByRole('group', { name: 'Refund to' });
    expect(within(choice).getByRole('radio', { name: 'Where the money came from (M-Pesa or card)' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'My wallet' })).not.toBeChecked();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: 'Return request submitted.', request: { ...pending, refundTo: 'wallet' } }));
    await user.selectOptions(screen.getByLabelText('Order'), 'ORD-2026-000009');
    await user.type(screen.getByLabelText('Reason'), 'Too small');
    await user.click(within(choice).getByRole('radio', { name: 'My wallet' }));
    expect(within(choice).getByRole('radio', { name: 'Where the money came from (M-Pesa or card)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await settle();
    expect(sentBody()).toEqual({ orderNumber: 'ORD-2026-000009', reason: 'Too small', refundTo: 'wallet' });
    // The form starts again with the default choice.
    expect(within(choice).getByRole('radio', { name: 'Where the money came from (M-Pesa or card)' })).toBeChecked();
  });

  it('says where each request’s refund goes, and once approved where each refund stands', () => {
    const toWallet: ReturnRequest = { ...pending, id: 9, orderNumber: 'ORD-2026-000012', refundTo: 'wallet' };
    const refunded: ReturnRequest = { ...approved, refunds: [refund({})] };
    const onItsWay: ReturnRequest = {
      ...approved,
      id: 10,
      orderNumber: 'ORD-2026-000013',
      refunds: [refund({ id: 32, method: 'card', destination: 'card ending 4242', status: 'pending', receipt: null, completedAt: null })],
    };
    const delayed: ReturnRequest = {
      ...approved,
      id: 11,
      orderNumber: 'ORD-2026-000014',
      refunds: [refund({ id: 33, status: 'failed', receipt: null, completedAt: null })],
    };
    renderWithToasts(<ReturnsPanel requests={[pending, toWallet, refunded, onItsWay, delayed]} orders={[]} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Refund to where the money came from')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Refund to your wallet')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Refunded to M-Pesa 2547•••••671 (receipt SBX8K2L9QZ)')).toBeInTheDocument();
    expect(within(rows[4]).getByText('On its way to card ending 4242')).toBeInTheDocument();
    expect(within(rows[5]).getByText('Delayed on its way to M-Pesa 2547•••••671: our team is on it')).toBeInTheDocument();
  });

  it('offers Cancel only on a Pending request', () => {
    renderWithToasts(<ReturnsPanel requests={[pending, approved]} orders={[]} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: 'Cancel the return of ORD-2026-000009' })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    expect(screen.getByText(/You have no delivered orders to return yet: returns open once an order has arrived\./)).toBeInTheDocument();
  });
  it("shows an admin's reason under a rejection, and says which the buyer cancelled", () => {
    const rejected: ReturnRequest = { ...pending, id: 7, status: 'Rejected', decisionReason: 'The piece was used.' };
    const cancelled: ReturnRequest = { ...pending, id: 8, orderNumber: 'ORD-2026-000011', status: 'Rejected', canceledByBuyer: true };
    renderWithToasts(<ReturnsPanel requests={[rejected, cancelled]} orders={[]} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Reason: The piece was used.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('You cancelled this request.')).toBeInTheDocument();
    expect(within(rows[2]).queryByText(/^Reason:/)).toBeNull();
  });
});

describe('ProfileDetails', () => {
  const details: Details = {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    username: 'amina',
    dateOfBirth: null,
    gender: 'female',
    phone: '+254712000001',
    mpesa: null,
    email: 'amina@example.com',
    status: 'active',
    idNumber: null,
    country: 'Kenya',
    town: 'Nairobi',
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('shows the profile table, "-" for what is missing, and no Suspend or Ban for the owner', () => {
    renderWithToasts(<ProfileDetails details={details} />);
    expect(screen.getByRole('row', { name: /Gender/ })).toHaveTextContent('Female');
    expect(screen.getByRole('row', { name: /M-Pesa number/ })).toHaveTextContent('-');
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
  });

  it('checks the Edit form before saving, and says the field’s message', async () => {
    const user = userEvent.setup();
    renderWithToasts(<ProfileDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('M-Pesa number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please enter a username.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter a valid M-Pesa number.').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves through the handler and says so', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Your details were saved.', details }));
    const user = userEvent.setup();
    renderWithToasts(<ProfileDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Town'));
    await user.type(screen.getByLabelText('Town'), 'Eldoret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/account/profile');
    expect(sentBody()).toMatchObject({ town: 'Eldoret', username: 'amina', mpesa: '', gender: 'female' });
    expect(screen.getByText('Your details were saved.')).toBeInTheDocument();
  });

  it('confirms a save for 2 seconds, then the confirmation goes away', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Your details were saved.', details }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts(<ProfileDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await expectGoneAfterTwoSeconds('Your details were saved.');
  });

  it('refreshes the session after a save, so the greeting has the new name, and then the page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Your details were saved.', details }));
    const order: string[] = [];
    updateSession.mockImplementationOnce(async () => order.push('session'));
    router.refresh.mockImplementationOnce(() => order.push('page'));
    const user = userEvent.setup();
    renderWithToasts(<ProfileDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Njeri');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(sentBody()).toMatchObject({ firstName: 'Njeri', lastName: 'Wanjiru' });
    expect(order).toEqual(['session', 'page']);
  });
});

describe('AddressBook', () => {
  const home = { id: 3, name: 'Amina Wanjiru', street: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya', phone: '+254 712 345678', isDefault: false };

  it('confirms a change for 2 seconds, then the confirmation goes away', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Default address updated.', address: { ...home, isDefault: true } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithToasts(<AddressBook addresses={[home]} />);
    await user.click(screen.getByRole('button', { name: /default/i }));
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/addresses/3/default');
    await expectGoneAfterTwoSeconds('Default address updated.');
  });
});
