/** @jest-environment jsdom */
// The seller centre's shell and overview (issue 32, point 2): the layout shows a signed-in buyer
// the 403 page and nothing of the pages below (nor does the overview page read anything for them);
// a seller gets the centre's own navigation, with the current section marked, a menu that opens
// on a phone, and Sign out; the site header steps aside there. The overview shows its figures and
// lists, an empty state for a new shop, and a message when it cannot be read.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'next-auth/react';
import SellerCentreLayout from '@/app/(seller)/seller/layout';
import SellerOverviewPage from '@/app/(seller)/seller/page';
import { OutsideStaffAreas } from '@/components/layout/outside-staff-areas';
import { SELLER_CENTRE_LINKS } from '@/components/seller-centre/seller-links';
import { StaffHeader } from '@/components/staff/staff-header';
import { SellerOverviewView } from '@/components/seller-centre/seller-overview';
import type { SellerOverview } from '@/lib/domain/seller-overview';
import { requireUser, type ServerSession } from '@/lib/session/session';
import { getSellerOverview } from '@/lib/upstream/seller-overview';

let mockPathname = '/seller';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));
jest.mock('next/headers', () => ({ headers: async () => ({ get: (name: string) => (name === 'x-pathname' ? mockPathname : null) }) }));
jest.mock('next-auth/react', () => ({ signOut: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ sessionExpiredUrl: (path: string) => `/api/session/expired?redirect=${path}`, requireUser: jest.fn() }));
jest.mock('@/lib/upstream/seller-overview', () => ({ getSellerOverview: jest.fn() }));

const sessionOf = (userType: ServerSession['user']['userType']): ServerSession => ({
  user: { id: '7', name: userType === 'seller' ? 'Wanjiku Mwangi' : 'Amina Wanjiru', email: `${userType}@demo.crafts.ke`, userType },
  accessToken: 'token',
});

const overview: SellerOverview = {
  shops: [{ id: 3, name: 'Kazuri Beads', slug: 'kazuri-beads', ratingAverage: 4.25, reviewCount: 8 }],
  toShip: {
    count: 7,
    orders: [
      {
        id: 41,
        orderNumber: 'CK-1001',
        buyerName: 'Amina Wanjiru',
        state: 'pending',
        isNew: true,
        itemCount: 2,
        total: 2500,
        createdAt: '2026-11-02T08:00:00.000Z',
      },
      {
        id: 44,
        orderNumber: 'CK-1007',
        buyerName: 'Otieno Ouma',
        state: 'accepted',
        isNew: false,
        itemCount: 1,
        total: 900,
        createdAt: '2026-11-05T08:00:00.000Z',
      },
    ],
  },
  salesThisMonth: { month: '2026-11', paid: 12500, refunded: 900, net: 11600 },
  lowStock: {
    threshold: 3,
    count: 2,
    products: [
      { id: 9, name: 'Soapstone bowl', sku: 'SB-1', stock: 0 },
      { id: 12, name: 'Sisal basket', sku: 'SK-2', stock: 2 },
    ],
  },
  latestReviews: [
    {
      id: 5,
      productId: 12,
      productName: 'Sisal basket',
      reviewerName: 'Amina Wanjiru',
      rating: 5,
      comment: 'Lovely weave.',
      createdAt: '2026-11-06T08:00:00.000Z',
    },
  ],
};

const emptyShop: SellerOverview = {
  shops: [{ id: 4, name: 'New Shop', slug: 'new-shop', ratingAverage: 0, reviewCount: 0 }],
  toShip: { count: 0, orders: [] },
  salesThisMonth: { month: '2026-11', paid: 0, refunded: 0, net: 0 },
  lowStock: { threshold: 3, count: 0, products: [] },
  latestReviews: [],
};

beforeEach(() => {
  jest.clearAllMocks();
  mockPathname = '/seller';
});

describe('the seller centre layout', () => {
  it('shows a signed-in buyer the 403 page, with the ways on, and none of the page below', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('buyer'));
    render(await SellerCentreLayout({ children: <p>Seller data</p> }));
    expect(requireUser).toHaveBeenCalledWith('/seller');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page is for sellers.');
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/sell');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Seller data')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seller centre' })).not.toBeInTheDocument();
  });

  it('shows an admin the 403 page too', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('admin'));
    render(await SellerCentreLayout({ children: <p>Seller data</p> }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page is for sellers.');
    expect(screen.queryByText('Seller data')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to login and back (requireUser redirects)', async () => {
    mockPathname = '/seller/orders';
    jest.mocked(requireUser).mockRejectedValue(new Error('NEXT_REDIRECT /login?redirect=%2Fseller%2Forders'));
    await expect(SellerCentreLayout({ children: <p>Seller data</p> })).rejects.toThrow('NEXT_REDIRECT /login?redirect=%2Fseller%2Forders');
    expect(requireUser).toHaveBeenCalledWith('/seller/orders');
  });

  it("gives a seller the centre's navigation and the page", async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('seller'));
    render(await SellerCentreLayout({ children: <p>Seller data</p> }));
    expect(screen.getByText('Seller data')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seller centre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/seller'],
      ['Products', '/seller/products'],
      ['Orders', '/seller/orders'],
      ['Shop', '/seller/shop'],
      ['Payouts', '/seller/payouts'],
    ]);
    expect(screen.getByText('Wanjiku Mwangi')).toBeInTheDocument();
  });
});

describe('the seller centre header', () => {
  it('marks the current section, also on a page below it, and never links to the landing page', () => {
    mockPathname = '/seller/orders/41';
    render(<StaffHeader area="Seller centre" links={SELLER_CENTRE_LINKS} userName="Wanjiku Mwangi" />);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/');
    expect(screen.getByRole('link', { name: /Seller centre/ })).toHaveAttribute('href', '/seller');
  });

  it('opens and closes its menu from the Menu button (a phone), naming the current section', async () => {
    const user = userEvent.setup();
    render(<StaffHeader area="Seller centre" links={SELLER_CENTRE_LINKS} userName="Wanjiku Mwangi" />);
    const button = screen.getByRole('button', { name: /Menu/ });
    expect(button).toHaveTextContent('Overview');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('signs out', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true }) as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<StaffHeader area="Seller centre" links={SELLER_CENTRE_LINKS} userName="Wanjiku Mwangi" />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/' });
  });
});

describe('OutsideStaffAreas', () => {
  it('shows the site header everywhere but the seller centre and the console', () => {
    mockPathname = '/seller/products';
    const { rerender } = render(<OutsideStaffAreas>site header</OutsideStaffAreas>);
    expect(screen.queryByText('site header')).not.toBeInTheDocument();
    mockPathname = '/admin/audit';
    rerender(<OutsideStaffAreas>site header</OutsideStaffAreas>);
    expect(screen.queryByText('site header')).not.toBeInTheDocument();
    mockPathname = '/seller-gallery';
    rerender(<OutsideStaffAreas>site header</OutsideStaffAreas>);
    expect(screen.getByText('site header')).toBeInTheDocument();
  });
});

describe('the overview page', () => {
  it('reads nothing for a signed-in buyer', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('buyer'));
    expect(await SellerOverviewPage()).toBeNull();
    expect(getSellerOverview).not.toHaveBeenCalled();
  });

  it("reads the seller's overview with their token", async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('seller'));
    jest.mocked(getSellerOverview).mockResolvedValue({ ok: true, data: overview, message: '' });
    render(await SellerOverviewPage());
    expect(getSellerOverview).toHaveBeenCalledWith('token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Overview');
  });

  it('ends the session when the API refuses the token', async () => {
    jest.mocked(requireUser).mockResolvedValue(sessionOf('seller'));
    jest
      .mocked(getSellerOverview)
      .mockResolvedValue({ ok: false, error: { kind: 'http', status: 401, message: 'Unauthenticated.', fieldErrors: {}, messages: [], retryAfter: null } });
    await expect(SellerOverviewPage()).rejects.toThrow('NEXT_REDIRECT /api/session/expired?redirect=/seller');
  });
});

describe('SellerOverviewView', () => {
  it('shows the figures, the orders to ship oldest first, low stock and the latest reviews', () => {
    render(<SellerOverviewView overview={overview} />);
    expect(screen.getByText('Kazuri Beads')).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'Your shop in figures' }));
    expect(figures.getByText('Orders to ship').nextSibling).toHaveTextContent('7');
    expect(figures.getByText('Sales this month').nextSibling).toHaveTextContent('Ksh 11,600');
    expect(figures.getByText('Ksh 12,500 paid, less Ksh 900 refunded')).toBeInTheDocument();
    expect(figures.getByText('Shop rating').nextSibling).toHaveTextContent('4.3 / 5');
    expect(figures.getByText('8 reviews')).toBeInTheDocument();

    const toShip = within(screen.getByRole('region', { name: 'Orders to ship' }));
    const orders = toShip.getAllByRole('link', { name: /^Order / });
    expect(orders.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Order CK-1001', '/seller/orders/41'],
      ['Order CK-1007', '/seller/orders/44'],
    ]);
    expect(toShip.getByText('New')).toBeInTheDocument();
    expect(toShip.getByText('Accepted')).toBeInTheDocument();
    expect(toShip.getByText(/5 more in/)).toBeInTheDocument();

    const lowStock = within(screen.getByRole('region', { name: 'Low stock' }));
    expect(lowStock.getByRole('link', { name: 'Soapstone bowl' })).toHaveAttribute('href', '/seller/products/9');
    expect(lowStock.getByText('Out of stock')).toBeInTheDocument();
    expect(lowStock.getByText('2 left')).toBeInTheDocument();

    const reviews = within(screen.getByRole('region', { name: 'Latest reviews' }));
    expect(reviews.getByText('Lovely weave.')).toBeInTheDocument();
    expect(reviews.getByRole('link', { name: 'Sisal basket' })).toHaveAttribute('href', '/product/12');
  });

  it("says what is empty for a new shop's overview", () => {
    render(<SellerOverviewView overview={emptyShop} />);
    expect(screen.getByText('No orders to ship. New paid orders appear here.')).toBeInTheDocument();
    expect(screen.getByText('No active product is running low.')).toBeInTheDocument();
    expect(screen.getByText('No sales yet this month.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet. Reviews of your pieces appear here.')).toBeInTheDocument();
    expect(screen.getByText('Shop rating').nextSibling).toHaveTextContent('-');
  });

  it('says so while the shop is not there yet, and when the overview cannot be read', () => {
    const { rerender } = render(<SellerOverviewView overview={{ ...emptyShop, shops: [] }} />);
    expect(screen.getByText('Your shop is being set up. It appears here once your application is approved.')).toBeInTheDocument();
    rerender(<SellerOverviewView overview={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your shop overview could not be loaded. Please try again in a moment.');
  });
});
