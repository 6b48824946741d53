/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { BuyNowButton } from '@/components/cart/buy-now-button';
import { CART_CHANGED_EVENT } from '@/components/layout/cart-badge';
import { answerLater, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody } from './helpers';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

describe('AddToCartButton', () => {
  it('adds one, says so in a toast and tells the badge to recount', async () => {
    const answer = answerLater();
    const changed = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    const user = userEvent.setup();
    renderWithToasts(<AddToCartButton productId={42} productName="Kiondo basket" price={1250} />);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ productId: 42, quantity: 1 });

    await act(async () => answer.resolve(jsonResponse(200, { message: 'ok', lines: 1 })));
    expect(screen.getByText('"Kiondo basket" added to cart!')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it('puts the price first when asked to', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { lines: 1 }));
    const user = userEvent.setup();
    renderWithToasts(<AddToCartButton productId={42} productName="Kiondo basket" price={1250} showPrice />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Ksh 1,250 · "Kiondo basket" added to cart!')).toBeInTheDocument();
  });

  it('says “Failed to add item to cart” when it fails, and the stock when that is why', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'Failed to add item to cart' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { message: 'Only 2 left in stock.' }));
    const user = userEvent.setup();
    renderWithToasts(<AddToCartButton productId={42} productName="Kiondo basket" price={1250} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 2 left in stock.')).toBeInTheDocument();
  });
});

describe('BuyNowButton', () => {
  it('adds one, then goes to the cart', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { lines: 1 }));
    const user = userEvent.setup();
    renderWithToasts(<BuyNowButton productId={42} />);
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(sentBody()).toEqual({ productId: 42, quantity: 1 });
    expect(router.push).toHaveBeenCalledWith('/cart');
  });
});
