/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { SWRConfig } from 'swr';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { QuickBuyButton } from '@/components/shops/quick-buy-button';
import { CartBadge } from '@/components/layout/cart-badge';
import { ToastProvider } from '@/components/ui/toast';

const answer = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

function summary(lines: number) {
  return answer({ lines, productIds: Array.from({ length: lines }, (_, i) => i + 1) });
}

jest.mock('next-auth/react', () => ({ useSession: jest.fn() }));
const mockedUseSession = jest.mocked(useSession);
const signedInAs = (id: string | null) =>
  mockedUseSession.mockReturnValue(
    (id ? { status: 'authenticated', data: { user: { id }, expires: '' } } : { status: 'unauthenticated', data: null }) as ReturnType<typeof useSession>,
  );

let fetchMock: jest.Mock;

beforeEach(() => {
  signedInAs(null);
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// jsdom's name computation puts a space between inline elements ('Cart , 3 items'); browsers do not.
const cartNamed = (text: string) => (name: string) => name.replace(/\s+,/g, ',') === text;

function renderInCartLink(elsewhere: ReactNode = null) {
  // A fresh SWR cache per test, as on a fresh page.
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link stands in for the header's, no router here */}
        <a href="/cart">
          Cart
          <CartBadge />
        </a>
        {elsewhere}
      </ToastProvider>
    </SWRConfig>,
  );
}

const calledUrls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

/** The badge of a one-line cart beside an Add to cart button, clicked once; the adds answer `adds`. */
async function addingBesideOneLine(...adds: Response[]) {
  fetchMock.mockResolvedValueOnce(summary(1));
  for (const add of adds) fetchMock.mockResolvedValueOnce(add);
  renderInCartLink(<AddToCartButton productId={42} productName="Kiondo basket" price={1250} />);
  expect(await screen.findByRole('link', { name: cartNamed('Cart, 1 item') })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
}

describe('CartBadge', () => {
  it('counts cart lines into the link name', async () => {
    fetchMock.mockResolvedValue(summary(3));
    renderInCartLink();
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 3 items') })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/summary', expect.anything());
  });

  it('shows nothing while the count is unknown or could not be read', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({}) } as unknown as Response);
    renderInCartLink();
    await act(async () => {});
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart');
  });

  it('counts an add from the add’s own answer, without asking for the summary again', async () => {
    await addingBesideOneLine(answer({ message: '"Kiondo basket" added to cart!', lines: 2, productIds: [1, 42], quantity: 1 }));
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 2 items') })).toBeInTheDocument();
    expect(calledUrls()).toEqual(['GET /api/cart/summary', 'POST /api/cart/items']);
  });

  it('keeps its count when an add is refused, or answered in a shape that is not the add handler’s', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await addingBesideOneLine(answer({ message: 'Only 2 left in stock.' }, 422), answer({ message: 'Added', lines: 'two' }));
    expect(await screen.findByText('Only 2 left in stock.')).toBeInTheDocument();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // Not the handler's answer: the spec's generic words, never a crash or a wrong count.
    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartNamed('Cart, 1 item') })).toBeInTheDocument();
    expect(calledUrls()).toEqual(['GET /api/cart/summary', 'POST /api/cart/items', 'POST /api/cart/items']);
  });

  it('asks again after a change whose answer does not say the new cart', async () => {
    fetchMock
      .mockResolvedValueOnce(summary(2))
      .mockResolvedValueOnce(answer({ cart: null }))
      .mockResolvedValueOnce(summary(1));
    renderInCartLink(<QuickBuyButton productId={2} title="Soapstone bowl" />);
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 2 items') })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 1 item') })).toBeInTheDocument();
    expect(calledUrls()).toEqual(['GET /api/cart/summary', 'DELETE /api/cart/items/2', 'GET /api/cart/summary']);
  });

  it('asks again when the session changes (a sign-in in this tab or another)', async () => {
    fetchMock.mockResolvedValueOnce(summary(0)).mockResolvedValueOnce(summary(4));
    const view = renderInCartLink();
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 0 items') })).toBeInTheDocument();

    signedInAs('7');
    view.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as above */}
        <a href="/cart">
          Cart
          <CartBadge />
        </a>
      </SWRConfig>,
    );
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 4 items') })).toBeInTheDocument();
  });
});
