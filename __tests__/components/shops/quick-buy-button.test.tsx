/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { QuickBuyButton, SHOP_TOAST_MS } from '@/components/shops/quick-buy-button';
import { deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, sentBody, settle } from '../../support/browser';

const TITLE = 'Kente Strip Table Runner';

/**
 * Answers the cart route handlers as the server would: the cart starts with `inCart`; an add or a
 * removal that answers 200 changes it, one that fails does not.
 */
function cartRoutes(inCart: number[], status = { add: 200, remove: 200 }) {
  const cart = new Set(inCart);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const summary = () => ({ lines: cart.size, productIds: [...cart] });
    if (url === '/api/cart/summary' && method === 'GET') return jsonResponse(200, summary());
    if (url === '/api/cart/items' && method === 'POST') {
      if (status.add !== 200) return jsonResponse(status.add, { message: 'Failed to add item to cart' });
      cart.add((JSON.parse(String(init?.body)) as { productId: number }).productId);
      return jsonResponse(200, { message: 'Added', quantity: 1, ...summary() });
    }
    if (url.startsWith('/api/cart/items/') && method === 'DELETE') {
      if (status.remove !== 200) return jsonResponse(status.remove, { message: 'Server error' });
      cart.delete(Number(url.split('/').pop()));
      return jsonResponse(200, { cart: null });
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function renderButton(ui: ReactElement = <QuickBuyButton productId={42} title={TITLE} />) {
  // A fresh SWR cache per test, as on a fresh page.
  return renderWithToasts(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

/** The button once its first read of the cart has settled; the user who acts on it. */
async function renderButtonOnceTheCartIsRead() {
  const user = userEvent.setup();
  renderButton();
  await settle();
  return user;
}

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

beforeEach(() => {
  installFetch();
  jest.useRealTimers();
});

describe('QuickBuyButton', () => {
  it('adds the product, says so for 2 s and offers Remove from Cart, from the add’s own answer', async () => {
    cartRoutes([]);
    const user = await renderButtonOnceTheCartIsRead();

    await user.click(screen.getByRole('button', { name: 'Quick Buy' }));
    expect(calls('POST')[0][0]).toBe('/api/cart/items');
    expect(sentBody(fetchMock.mock.calls.indexOf(calls('POST')[0]))).toEqual({ productId: 42, quantity: 1 });
    expect(await screen.findByText(`"${TITLE}" added to cart!`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from Cart' })).toBeInTheDocument();
    // The cart's summary was read once, with the page: the add answered the new one.
    expect(calls('GET')).toHaveLength(1);
    expect(SHOP_TOAST_MS).toBe(2000);
  });

  it('starts as Remove from Cart when the cart already holds the product, and removes it (the cart read again)', async () => {
    cartRoutes([42]);
    const user = userEvent.setup();
    renderButton();
    const remove = await screen.findByRole('button', { name: 'Remove from Cart' });

    await user.click(remove);
    expect(calls('DELETE')[0][0]).toBe('/api/cart/items/42');
    expect(await screen.findByText(`"${TITLE}" removed from cart`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Buy' })).toBeInTheDocument();
    await settle();
    expect(calls('GET')).toHaveLength(2);
  });

  it('changes its label at once and ignores a second click while the cart route answers', async () => {
    cartRoutes([]);
    // The add waits until the test lets it through, then reaches the cart as usual.
    const gate = deferred<void>();
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => (init?.method === 'POST' ? gate.promise.then(() => routes(input, init)) : routes(input, init)));
    const user = await renderButtonOnceTheCartIsRead();

    await user.click(screen.getByRole('button', { name: 'Quick Buy' }));
    const pending = screen.getByRole('button', { name: 'Remove from Cart' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveFocus();
    await user.click(pending);
    expect(calls('POST')).toHaveLength(1);
    expect(calls('DELETE')).toHaveLength(0);

    await act(async () => gate.resolve());
    expect(await screen.findByText(`"${TITLE}" added to cart!`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from Cart' })).not.toHaveAttribute('aria-busy');
  });

  it('rolls back to Quick Buy and shows the reason when the add fails', async () => {
    cartRoutes([], { add: 503, remove: 200 });
    const user = await renderButtonOnceTheCartIsRead();

    await user.click(screen.getByRole('button', { name: 'Quick Buy' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Buy' })).toBeInTheDocument();
    expect(screen.queryByText(`"${TITLE}" added to cart!`)).not.toBeInTheDocument();
    expect(calls('GET')).toHaveLength(1);
  });

  it('rolls back to Remove from Cart when the removal fails', async () => {
    cartRoutes([42], { add: 200, remove: 500 });
    const user = userEvent.setup();
    renderButton();

    await user.click(await screen.findByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from Cart' })).toBeInTheDocument();
  });

  it('offers Quick Buy when the cart cannot be read, and follows changes made elsewhere on the page', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' ? jsonResponse(200, { message: 'Added', lines: 1, productIds: [42], quantity: 1 }) : jsonResponse(503, { message: 'Down' }),
    );
    const user = userEvent.setup();
    renderButton(
      <>
        <QuickBuyButton productId={42} title={TITLE} />
        <AddToCartButton productId={42} productName={TITLE} price={1250} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Quick Buy' })).toBeInTheDocument();

    // Another button on the page (a product card's Add to cart) added it.
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Remove from Cart' })).toBeInTheDocument();
  });

  it('toasts for 2 s only', async () => {
    jest.useFakeTimers();
    cartRoutes([]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Quick Buy' }));
    // findByText polls in 50 ms steps of the fake clock, so the toast is at most 50 ms old here.
    expect(await screen.findByText(`"${TITLE}" added to cart!`)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText(`"${TITLE}" added to cart!`)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(`"${TITLE}" added to cart!`)).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
