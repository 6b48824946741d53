/** @jest-environment jsdom */
// The wishlist: each saved piece with its details; Remove forgets it at once; Add to cart says the
// spec's toast; Move to cart adds and only then forgets (never forgets a piece the cart refused);
// the hearts' shared list (SWR) follows.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import { ToastProvider } from '@/components/ui/toast';
import type { WishlistItem } from '@/lib/domain/account';
import { fetchMock, installFetch, jsonResponse, router, sentBody, settle } from '../../support/browser';

jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/wishlist' }));

const basket: WishlistItem = {
  productId: 42,
  title: 'Kiondo basket',
  image: '/media/products/42-1.webp',
  artisan: 'Machakos Weavers',
  price: 2450,
  rating: 4.5,
  stock: 6,
  inStock: true,
  addedAt: '2026-03-01T10:00:00.000Z',
};
const stool: WishlistItem = { ...basket, productId: 9, title: 'Lamu stool', price: 12000, rating: 4, stock: 0, inStock: false };

let cache: Map<string, unknown>;

/** The add handler's answer: its message, and the cart's new summary. */
const added = { message: '"Kiondo basket" added to cart!', lines: 1, productIds: [42], quantity: 1 };

function renderList(items: WishlistItem[]) {
  cache = new Map();
  return render(
    <SWRConfig value={{ provider: () => cache as never }}>
      <ToastProvider>
        <WishlistItems items={items} />
      </ToastProvider>
    </SWRConfig>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

describe('WishlistItems', () => {
  it('shows each piece: image, title linking to the product, artisan, price in Ksh, rating and availability', () => {
    renderList([basket, stool]);
    const item = card('Kiondo basket');
    expect(within(item).getByRole('link', { name: 'Kiondo basket' })).toHaveAttribute('href', '/product/42');
    expect(within(item).getByText('By Machakos Weavers')).toBeInTheDocument();
    expect(within(item).getByText('Ksh 2,450')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(item).getByText('In stock')).toBeInTheDocument();
    expect(item.querySelector('img[src]')).not.toBeNull();

    const soldOut = card('Lamu stool');
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(within(soldOut).getByRole('button', { name: 'Move Lamu stool to cart' })).toBeDisabled();
    expect(within(soldOut).getByRole('button', { name: 'Remove Lamu stool from your wishlist' })).toBeEnabled();
  });

  it('removes a piece at once, and the hearts’ list and the sidebar follow', async () => {
    renderList([basket, stool]);
    cache.set('/api/wishlist/ids', { data: [42, 9] });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Removed from your wishlist.', productId: 9 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Lamu stool from your wishlist' }));
    expect(screen.queryByRole('article', { name: 'Lamu stool' })).toBeNull();
    await settle();
    expect(calls()).toEqual(['DELETE /api/wishlist/9']);
    expect(await screen.findByText('"Lamu stool" removed from your wishlist')).toBeInTheDocument();
    expect((cache.get('/api/wishlist/ids') as { data: number[] }).data).toEqual([42]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('puts a piece back and says so when it cannot be removed', async () => {
    renderList([basket]);
    fetchMock.mockResolvedValueOnce(jsonResponse(502, {}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Kiondo basket from your wishlist' }));
    await settle();
    expect(card('Kiondo basket')).toBeInTheDocument();
    expect(screen.getByText('Could not update your wishlist. Please try again.')).toBeInTheDocument();
  });

  it('adds to the cart with the spec’s toast, keeping the piece saved', async () => {
    renderList([basket]);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, added));
    await userEvent.setup().click(within(card('Kiondo basket')).getByRole('button', { name: 'Add to cart' }));
    await settle();
    expect(calls()).toEqual(['POST /api/cart/items']);
    expect(sentBody()).toEqual({ productId: 42, quantity: 1 });
    expect(screen.getByText('"Kiondo basket" added to cart!')).toBeInTheDocument();
    expect(card('Kiondo basket')).toBeInTheDocument();
  });

  it('moves a piece: adds it to the cart, then forgets it', async () => {
    renderList([basket]);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, added))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Removed from your wishlist.', productId: 42 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Kiondo basket to cart' }));
    await settle();
    expect(calls()).toEqual(['POST /api/cart/items', 'DELETE /api/wishlist/42']);
    expect(screen.getByText('"Kiondo basket" added to cart!')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kiondo basket' })).toBeNull();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    // The header badge's summary is the add's own answer: no second request for it.
    expect((cache.get('/api/cart/summary') as { data?: unknown } | undefined)?.data).toEqual({ lines: 1, productIds: [42] });
  });

  it('keeps a piece the cart refused, and says why', async () => {
    renderList([basket]);
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { message: 'Only 2 left in stock.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Kiondo basket to cart' }));
    await settle();
    expect(calls()).toEqual(['POST /api/cart/items']);
    expect(screen.getByText('Only 2 left in stock.')).toBeInTheDocument();
    expect(card('Kiondo basket')).toBeInTheDocument();
  });

  it('says the wishlist is empty, with the way to the marketplace', () => {
    renderList([]);
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});
