/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPanel } from '@/components/checkout/checkout-panel';
import { CartContents } from '@/components/cart/cart-contents';
import { answerLater, cartOf, fetchMock, installFetch, jsonResponse, product, renderWithToasts, router, sentBody } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

const home = { id: 3, name: 'Amina Wanjiru', street: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya', phone: '+254 712 345678', isDefault: true };
const work = { id: 4, name: 'Amina Wanjiru', street: '1 Kenyatta Avenue', city: 'Mombasa', country: 'Kenya', phone: '+254 712 345678', isDefault: false };
const placed = { message: 'Order placed successfully!', order: { id: 51, number: 'ORD-2026-000051', total: 1700, walletAvailable: 0 } };

function panel(overrides: Partial<Parameters<typeof CheckoutPanel>[0]> = {}) {
  return <CheckoutPanel signedIn addresses={[home, work]} cartSignature="42x1" orderableCount={1} flaggedCount={0} onPlaced={jest.fn()} {...overrides} />;
}

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

/** Fills the new-address form: Amina Wanjiru, Tom Mboya Street, Nairobi, +254 712 345678. */
async function typeNewAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Amina Wanjiru');
  await user.type(screen.getByLabelText('Street'), 'Tom Mboya Street');
  await user.type(screen.getByLabelText('City'), 'Nairobi');
  await user.type(screen.getByLabelText('Phone'), '+254 712 345678');
}

describe('CheckoutPanel', () => {
  it('picks the default address and places the order with it and a key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, placed));
    const onPlaced = jest.fn();
    const user = userEvent.setup();
    renderWithToasts(panel({ onPlaced }));

    expect(screen.getByRole('radio', { name: /12 Moi Avenue/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/checkout', expect.objectContaining({ method: 'POST' }));
    const body = sentBody() as { addressId: number; idempotencyKey: string };
    expect(body.addressId).toBe(3);
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(onPlaced).toHaveBeenCalledWith(placed.order);
  });

  it('says how the order is paid: placed unpaid, then paid by M-Pesa (or card where offered), never a card in test mode', () => {
    renderWithToasts(panel());
    const form = screen.getByRole('button', { name: 'Place order' }).closest('form') as HTMLFormElement;
    expect(form).toHaveTextContent(/Placing the order does not charge you\. Next you pay by M-Pesa \(or by card where offered\)/);
    expect(form).not.toHaveTextContent(/Visa|test mode|will not be charged/);
  });

  it('shows Processing... while busy, and a double click sends one request', async () => {
    const answer = answerLater();
    renderWithToasts(panel());

    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(jsonResponse(201, placed)));
  });

  it('keeps the same key when the buyer retries after a failure, and a new one when the cart changes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(502, { message: 'Checkout failed' }));
    const user = userEvent.setup();
    const { rerender } = renderWithToasts(panel());

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Checkout failed')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const [first, second] = [0, 1].map((i) => (sentBody(i) as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);

    rerender(panel({ cartSignature: '42x2' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((sentBody(2) as { idempotencyKey: string }).idempotencyKey).not.toBe(first);
  });

  it('shows the API’s message when checkout fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Only 1 of "Kiondo basket" left in stock.' }));
    const user = userEvent.setup();
    renderWithToasts(panel());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Only 1 of "Kiondo basket" left in stock.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('checks a new address, saves it to the address book once, then orders with it', async () => {
    const saved = { ...work, id: 9, street: 'Tom Mboya Street' };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Address saved.', address: saved }))
      .mockResolvedValueOnce(jsonResponse(502, { message: 'Checkout failed' }))
      .mockResolvedValueOnce(jsonResponse(201, placed));
    const user = userEvent.setup();
    renderWithToasts(panel({ addresses: [] }));

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Please complete the delivery address.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await typeNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(fetchMock.mock.calls[0][0]).toBe('/api/addresses');
    expect(sentBody(0)).toEqual({ name: 'Amina Wanjiru', street: 'Tom Mboya Street', city: 'Nairobi', country: 'Kenya', phone: '+254712345678' });
    expect(sentBody(1)).toMatchObject({ addressId: 9 });
    // The retry uses the saved address instead of saving it again.
    expect(await screen.findByRole('radio', { name: /Tom Mboya Street/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/addresses', '/api/checkout', '/api/checkout']);
  });

  it('shows the handler’s field error beside its field and focuses it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'Street must be at most 200 characters.', fieldErrors: { street: 'Street must be at most 200 characters.' } }),
    );
    const user = userEvent.setup();
    renderWithToasts(panel({ addresses: [] }));
    await typeNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const street = screen.getByLabelText('Street');
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription(expect.stringContaining('Street must be at most 200 characters.'));
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the buyer to log in again when the session has ended', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session has ended. Please log in again.' }));
    const user = userEvent.setup();
    renderWithToasts(panel());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fcart&expired=1');
  });
});

describe('checkout on the cart page', () => {
  it('says so when the order is placed, with its number and a link to it, and empties the cart', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, placed));
    const user = userEvent.setup();
    renderWithToasts(<CartContents initialCart={cartOf([product(42, 1250, 5, 'Kiondo basket'), 1])} signedIn addresses={[home]} />);

    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument();
    expect(screen.getByText('ORD-2026-000051')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/order/51');
    expect(screen.queryByRole('link', { name: 'Kiondo basket' })).not.toBeInTheDocument();
  });
});
