// The account sidebar of spec section 2: five groups, thirteen links. `count` names the live
// figure shown beside a link (from GET /account/summary, never written here).
export type AccountCount = 'onTheWay' | 'openTickets' | 'wishlistItems';

export interface AccountLink {
  href: string;
  label: string;
  count?: AccountCount;
}

export interface AccountLinkGroup {
  title: string;
  links: AccountLink[];
}

export const ACCOUNT_GROUPS: AccountLinkGroup[] = [
  {
    title: 'Profile & Account Management',
    links: [
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/my-profile', label: 'Profile Information' },
      { href: '/change-password', label: 'Change Password' },
      { href: '/address-book', label: 'Address Book' },
    ],
  },
  {
    title: 'Orders & Transactions',
    links: [
      { href: '/order-history', label: 'Order History' },
      { href: '/track-order', label: 'Track Order', count: 'onTheWay' },
      { href: '/returns-refunds', label: 'Returns & Refunds' },
    ],
  },
  {
    title: 'Payments & Subscriptions',
    links: [{ href: '/payments', label: 'Payments' }],
  },
  {
    title: 'Communication & Preferences',
    links: [
      { href: '/newsletter', label: 'Newsletter Preferences' },
      { href: '/notifications', label: 'Notification Settings' },
    ],
  },
  {
    title: 'Support & Interactions',
    links: [
      { href: '/support', label: 'Support Tickets', count: 'openTickets' },
      { href: '/reviews', label: 'Product Reviews' },
      { href: '/wishlist', label: 'Wishlist', count: 'wishlistItems' },
    ],
  },
];

/** Account pages that are not in the sidebar, for the breadcrumb. */
export const ACCOUNT_PAGES_OUTSIDE_SIDEBAR: AccountLink[] = [
  { href: '/wallet', label: 'Wallet' },
  { href: '/profile-details', label: 'User Details' },
  { href: '/my-transactions', label: 'My Transactions' },
  { href: '/invoices', label: 'Invoices' },
  { href: '/order', label: 'Order' },
  { href: '/support/create', label: 'Create Ticket' },
];

const ALL = [...ACCOUNT_PAGES_OUTSIDE_SIDEBAR, ...ACCOUNT_GROUPS.flatMap((group) => group.links)];

/** The account page a path belongs to: the longest link that is it or above it. */
export function accountPageFor(pathname: string | null): AccountLink | null {
  if (!pathname) return null;
  let best: AccountLink | null = null;
  for (const link of ALL) {
    if ((pathname === link.href || pathname.startsWith(`${link.href}/`)) && (!best || link.href.length > best.href.length)) best = link;
  }
  return best;
}

/** Whether a sidebar link is the page being shown (or one of its pages below it). */
export function isCurrentAccountLink(pathname: string | null, href: string): boolean {
  return accountPageFor(pathname)?.href === href;
}
