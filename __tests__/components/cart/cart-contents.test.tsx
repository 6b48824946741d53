/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartContents } from '@/components/cart/cart-contents';
import { SWRConfig, type Cache } from 'swr';
import type { CartProduct } from '@/lib/domain/cart';
import { answerLater, cartOf, deferred, fetchMock, installFetch, jsonResponse, product, renderWithToasts, sentBody } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

const basket = product(42, 1250, 5, 'Kiondo basket');
const collar = product(9, 800, 5, 'Beaded collar');

const quantityOf = (name: string) => within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status');
const button = (name: string) => screen.getByRole('button', { name });
const summaryValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The cart page as a guest opens it, holding these lines; the user who acts on it. */
function renderGuestCart(...lines: [CartProduct, number][]) {
  renderWithToasts(
    <SWRConfig value={{ provider: () => swrCache }}>
      <CartContents initialCart={cartOf(...lines)} signedIn={false} addresses={[]} />
    </SWRConfig>,
  );
  return userEvent.setup();
}

/** SWR's cache, where the header badge reads the cart's summary (a fresh one per test). */
let swrCache: Cache;
const badgeSummary = () => swrCache.get('/api/cart/summary')?.data;

beforeEach(() => {
  installFetch();
  swrCache = new Map() as unknown as Cache;
});

describe('CartContents', () => {
  it('shows each line with its artisan and price, and the summary of spec section 9', () => {
    renderGuestCart([basket, 2], [collar, 1]);
    expect(screen.getByRole('link', { name: 'Kiondo basket' })).toHaveAttribute('href', '/product/42');
    expect(screen.getAllByText('Crafted by Nyeri Weavers')).toHaveLength(2);
    expect(summaryValue('Subtotal')).toBe('Ksh 3,300');
    expect(summaryValue('Discount')).toBe('−Ksh 300');
    expect(summaryValue('Shipping')).toBe('Ksh 350');
    expect(summaryValue('Tax (8%)')).toBe('Ksh 240');
    expect(summaryValue('Total')).toBe('Ksh 3,590');
  });

  it('shows a quantity change at once and keeps the server’s cart when it confirms, and the badge its summary', async () => {
    const answer = answerLater();
    const user = renderGuestCart([basket, 1]);

    await user.click(button('Increase quantity of Kiondo basket'));

    // Before the server answers.
    expect(quantityOf('Kiondo basket')).toHaveTextContent('2');
    expect(summaryValue('Subtotal')).toBe('Ksh 2,500');
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/42', expect.objectContaining({ method: 'PATCH' }));
    expect(sentBody()).toEqual({ quantity: 2 });

    expect(badgeSummary()).toBeUndefined();

    await act(async () => answer.resolve(jsonResponse(200, { cart: cartOf([basket, 2]) })));
    expect(quantityOf('Kiondo basket')).toHaveTextContent('2');
    expect(badgeSummary()).toEqual({ lines: 1, productIds: [42] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rolls the line back and says why when the server refuses', async () => {
    const answer = answerLater();
    const user = renderGuestCart([basket, 1]);

    await user.click(button('Increase quantity of Kiondo basket'));
    expect(quantityOf('Kiondo basket')).toHaveTextContent('2');

    await act(async () => answer.resolve(jsonResponse(422, { message: 'Only 1 left in stock.' })));
    expect(quantityOf('Kiondo basket')).toHaveTextContent('1');
    expect(summaryValue('Subtotal')).toBe('Ksh 1,250');
    expect(screen.getByText('Only 1 left in stock.')).toBeInTheDocument();
  });

  it('rolls back with the spec’s words when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    const user = renderGuestCart([basket, 3]);

    await user.click(button('Decrease quantity of Kiondo basket'));

    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    // The toast and the rollback are two renders; on a busy machine the first can land alone.
    await waitFor(() => expect(quantityOf('Kiondo basket')).toHaveTextContent('3'));
  });

  it('removes a line at once, and brings it back if the server fails', async () => {
    const answer = answerLater();
    const user = renderGuestCart([basket, 1], [collar, 1]);

    await user.click(button('Remove Kiondo basket from cart'));
    expect(screen.queryByRole('link', { name: 'Kiondo basket' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/42', expect.objectContaining({ method: 'DELETE' }));

    await act(async () => answer.resolve(jsonResponse(503, { message: 'Service down' })));
    expect(screen.getByRole('link', { name: 'Kiondo basket' })).toBeInTheDocument();
    expect(screen.getByText('Failed to remove item')).toBeInTheDocument();
  });

  it('sends quick changes one after another, each from the last', async () => {
    const first = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockResolvedValueOnce(jsonResponse(200, { cart: cartOf([basket, 3]) }));
    const user = renderGuestCart([basket, 1]);

    await user.click(button('Increase quantity of Kiondo basket'));
    await user.click(button('Increase quantity of Kiondo basket'));
    expect(quantityOf('Kiondo basket')).toHaveTextContent('3');
    // The second waits for the first: one request at a time on the cookie.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => first.resolve(jsonResponse(200, { cart: cartOf([basket, 2]) })));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1)).toEqual({ quantity: 3 });
    expect(quantityOf('Kiondo basket')).toHaveTextContent('3');
  });

  it('flags a line that cannot be bought and leaves it out of the total', () => {
    renderGuestCart([basket, 1], [product(8, 500, 0, 'Soapstone bowl'), 1]);
    expect(screen.getByText('Out of stock. It is not included in your total.')).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('Ksh 1,250');
  });

  it('sends a guest to log in at checkout, coming back to the cart', () => {
    renderGuestCart([basket, 1]);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  });

  it('asks a guest to sign in for a promo code, without asking the server or changing the total', async () => {
    const user = renderGuestCart([basket, 1]);
    await user.type(screen.getByLabelText('Promo code'), 'KARIBU10');
    await user.click(button('Apply'));
    expect(screen.getByText('Sign in to use a promo code.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(summaryValue('Total')).toBe('Ksh 1,700');
  });

  it('shows the empty state with a way to the marketplace', () => {
    renderGuestCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('reads the cart again when an add made just before this page may still be landing', async () => {
    // The product page noted the add (lib/cart/add-to-cart.ts) and was left before its answer.
    sessionStorage.setItem('cart:pending-adds', JSON.stringify([{ id: 'a', productId: 9, at: Date.now() }]));
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { cart: cartOf([basket, 1]) }))
      .mockResolvedValueOnce(jsonResponse(200, { cart: cartOf([basket, 1], [collar, 1]) }));
    renderGuestCart([basket, 1]);

    expect(await screen.findByRole('link', { name: 'Beaded collar' }, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart', expect.anything());
    // Once every added product shows, the note is gone and nothing more is asked.
    expect(sessionStorage.getItem('cart:pending-adds')).toBeNull();
    const calls = fetchMock.mock.calls.length;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('does not read the cart again when no add is landing', async () => {
    sessionStorage.clear();
    renderGuestCart([basket, 1]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
