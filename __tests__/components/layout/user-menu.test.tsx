/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, useSession } from 'next-auth/react';
import { UserMenu } from '@/components/layout/user-menu';

jest.mock('next-auth/react', () => ({ useSession: jest.fn(), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;

function sessionAs(value: unknown) {
  mockedUseSession.mockReturnValue(value as ReturnType<typeof useSession>);
}

/** The menu as the demo buyer, Amina Wanjiru, sees it signed in; the user who acts on it. */
function renderSignedInAsAmina() {
  sessionAs({
    data: { user: { id: '1', name: 'Amina Wanjiru', email: 'buyer@demo.crafts.ke', userType: 'buyer' }, expires: '2099-01-01' },
    status: 'authenticated',
    update: jest.fn(),
  });
  const user = userEvent.setup();
  render(<UserMenu />);
  return user;
}

describe('UserMenu', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows nothing to click while the session is unknown', () => {
    sessionAs({ data: null, status: 'loading', update: jest.fn() });
    render(<UserMenu />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a Login link to /login when logged out', () => {
    sessionAs({ data: null, status: 'unauthenticated', update: jest.fn() });
    render(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it("shows the user's name and, opened, the account links and Logout", async () => {
    const user = renderSignedInAsAmina();

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile-details');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/support');

    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // The browser forgets the cart first, so the next person on it does not see this buyer's cart.
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/' }));
    // The other open tabs are told, with a message of its own (lib/session/announce.ts).
    await waitFor(() => expect(JSON.parse(localStorage.getItem('nextauth.message') ?? '{}')).toMatchObject({ event: 'session', data: { trigger: 'signOut' } }));
    expect(fetchMock).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ method: 'DELETE' }));
  });

  it('offers a signed-in seller the Seller centre first, and a buyer not at all', async () => {
    sessionAs({
      data: { user: { id: '7', name: 'Wanjiku Crafts', email: 'seller@demo.crafts.ke', userType: 'seller' }, expires: '2099-01-01' },
      status: 'authenticated',
      update: jest.fn(),
    });
    const user = userEvent.setup();
    const { unmount } = render(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Wanjiku Crafts' }));
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Seller centre');
    expect(links[0]).toHaveAttribute('href', '/seller');
    unmount();

    const buyer = renderSignedInAsAmina();
    await buyer.click(screen.getByRole('button', { name: 'Account menu for Amina Wanjiru' }));
    expect(screen.queryByRole('link', { name: 'Seller centre' })).not.toBeInTheDocument();
  });

  it('closes the menu on Escape', async () => {
    const user = renderSignedInAsAmina();
    const button = screen.getByRole('button', { name: /Amina Wanjiru/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
