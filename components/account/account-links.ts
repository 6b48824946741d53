// The account sidebar of spec section 2: five groups, thirteen links. `count` names the live
// figure shown beside a link (from GET /account/summary, never written here).
import { pages } from '@/lib/routing/urls';
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
      { href: pages.dashboard, label: 'Dashboard' },
      { href: pages.myProfile, label: 'Profile Information' },
      { href: pages.changePassword, label: 'Change Password' },
      { href: pages.addressBook, label: 'Address Book' },
    ],
  },
  {
    title: 'Orders & Transactions',
    links: [
      { href: pages.orderHistory, label: 'Order History' },
      { href: pages.trackOrder(), label: 'Track Order', count: 'onTheWay' },
      { href: pages.returnsRefunds, label: 'Returns & Refunds' },
    ],
  },
  {
    title: 'Payments & Subscriptions',
    links: [{ href: pages.payments, label: 'Payments' }],
  },
  {
    title: 'Communication & Preferences',
    links: [
      { href: pages.newsletter, label: 'Newsletter Preferences' },
      { href: pages.notifications, label: 'Notification Settings' },
    ],
  },
  {
    title: 'Support & Interactions',
    links: [
      { href: pages.supportTickets, label: 'Support Tickets', count: 'openTickets' },
      { href: pages.myReviews, label: 'Product Reviews' },
      { href: pages.wishlist, label: 'Wishlist', count: 'wishlistItems' },
    ],
  },
];

/** Account pages that are not in the sidebar, for the breadcrumb. */
export const ACCOUNT_PAGES_OUTSIDE_SIDEBAR: AccountLink[] = [
  { href: pages.wallet, label: 'Wallet' },
  { href: pages.profileDetails, label: 'User Details' },
  { href: pages.myTransactions, label: 'My Transactions' },
  { href: pages.invoices, label: 'Invoices' },
  { href: '/order', label: 'Order' },
  { href: pages.newSupportTicket, label: 'Create Ticket' },
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
