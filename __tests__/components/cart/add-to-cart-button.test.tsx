/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { BuyNowButton } from '@/components/cart/buy-now-button';
import { SWRConfig, type Cache } from 'swr';
import { answerLater, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody } from './helpers';

const added = (productIds: number[]) => ({ message: 'ok', lines: productIds.length, productIds, quantity: 1 });

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('./helpers').router }));

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

describe('AddToCartButton', () => {
  it('adds one, says so in a toast and gives the badge the count the add answered', async () => {
    const answer = answerLater();
    const cache = new Map() as unknown as Cache;
    const user = userEvent.setup();
    renderWithToasts(
      <SWRConfig value={{ provider: () => cache }}>
        <AddToCartButton productId={42} productName="Kiondo basket" price={1250} />
      </SWRConfig>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ productId: 42, quantity: 1 });

    await act(async () => answer.resolve(jsonResponse(200, added([7, 42]))));
    expect(screen.getByText('"Kiondo basket" added to cart!')).toBeInTheDocument();
    // The cart's one SWR key, which the header badge reads: written from the answer, not asked again.
    expect(cache.get('/api/cart/summary')?.data).toEqual({ lines: 2, productIds: [7, 42] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts the price first when asked to', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, added([42])));
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
    fetchMock.mockResolvedValue(jsonResponse(200, added([42])));
    const user = userEvent.setup();
    renderWithToasts(<BuyNowButton productId={42} />);
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(sentBody()).toEqual({ productId: 42, quantity: 1 });
    expect(router.push).toHaveBeenCalledWith('/cart');
  });
});
