/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { SWRConfig } from 'swr';
import { CART_CHANGED_EVENT, CartBadge } from '@/components/layout/cart-badge';

function summary(lines: number) {
  return { ok: true, status: 200, json: async () => ({ lines }) } as unknown as Response;
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

function renderInCartLink() {
  // A fresh SWR cache per test, as on a fresh page.
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link stands in for the header's, no router here */}
      <a href="/cart">
        Cart
        <CartBadge />
      </a>
    </SWRConfig>,
  );
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

  it('asks again when the page announces cart:changed', async () => {
    fetchMock.mockResolvedValueOnce(summary(1)).mockResolvedValueOnce(summary(2));
    renderInCartLink();
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 1 item') })).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(await screen.findByRole('link', { name: cartNamed('Cart, 2 items') })).toBeInTheDocument();
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
