/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'next-auth/react';
import { SWRConfig } from 'swr';
import { FavouriteButton } from '@/components/catalog/favourite-button';
import { ToastProvider } from '@/components/ui/toast';

const push = jest.fn();
jest.mock('next-auth/react', () => ({ useSession: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
let fetchMock: jest.Mock;

function sessionStatus(status: 'authenticated' | 'unauthenticated' | 'loading') {
  (useSession as jest.Mock).mockReturnValue({ data: status === 'authenticated' ? { user: { name: 'Amina' } } : null, status, update: jest.fn() });
}

function renderHearts() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 2000 }}>
      <ToastProvider>
        <FavouriteButton productId={42} productName="Kiondo basket" />
        <FavouriteButton productId={7} productName="Beaded collar" />
      </ToastProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/marketplace?category=baskets');
});

describe('FavouriteButton', () => {
  it('sends a visitor who is not logged in to login, coming back to this page', async () => {
    sessionStatus('unauthenticated');
    renderHearts();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Kiondo basket to your wishlist' }));
    expect(push).toHaveBeenCalledWith('/login?redirect=%2Fmarketplace%3Fcategory%3Dbaskets');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once per page which products a signed-in buyer saved', async () => {
    sessionStatus('authenticated');
    fetchMock.mockResolvedValue(json(200, { ids: [42] }));
    renderHearts();
    expect(await screen.findByRole('button', { name: 'Save Kiondo basket to your wishlist', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Beaded collar to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/wishlist/ids', expect.anything());
  });

  it('saves and removes with the wishlist route handlers', async () => {
    sessionStatus('authenticated');
    fetchMock.mockResolvedValueOnce(json(200, { ids: [] }));
    renderHearts();
    const heart = screen.getByRole('button', { name: 'Save Beaded collar to your wishlist' });
    await act(async () => undefined);

    fetchMock.mockResolvedValueOnce(json(200, { message: 'Saved to your wishlist.', productId: 7 }));
    await userEvent.setup().click(heart);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/wishlist', expect.objectContaining({ method: 'POST', body: JSON.stringify({ productId: 7 }) }));
    expect(await screen.findByRole('button', { name: 'Save Beaded collar to your wishlist', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('"Beaded collar" saved to your wishlist')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(json(200, { message: 'Removed from your wishlist.', productId: 7 }));
    await userEvent.setup().click(heart);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/wishlist/7', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByRole('button', { name: 'Save Beaded collar to your wishlist', pressed: false })).toBeInTheDocument();
  });

  it('puts the heart back and says so when saving fails', async () => {
    sessionStatus('authenticated');
    fetchMock.mockResolvedValueOnce(json(200, { ids: [] }));
    renderHearts();
    await act(async () => undefined);
    fetchMock.mockResolvedValueOnce(json(502, { message: 'Could not update your wishlist. Please try again.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Kiondo basket to your wishlist' }));
    expect(await screen.findByText('Could not update your wishlist. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Kiondo basket to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
