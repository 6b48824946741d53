// The account's figures in one call (GET /account/summary): the sidebar's live counts and the
// dashboard's numbers and recent activity.
import 'server-only';
import { accountSummarySchema } from '@/contract/api/account-summary';
import type { AccountSummary } from '@/lib/domain/account';
import { paymentState } from '@/contract/rules/status';
import { api, pages } from '@/lib/routing/urls';
import { userCall } from './client';

// A link that is not one of the storefront's own pages goes to the dashboard.
const ownPage = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? href : pages.dashboard);

const summarySchema = accountSummarySchema.transform((s): AccountSummary => ({
  orders: { total: s.orders.total, onTheWay: s.orders.on_the_way },
  openTickets: s.tickets.open,
  wishlistItems: s.wishlist.items,
  wallet: s.wallet,
  reviews: { count: s.reviews.count, averageRating: s.reviews.average_rating },
  recentActivity: s.recent_activity.map(({ payment_status, href, ...item }) => ({
    ...item,
    href: ownPage(href),
    // Only an order has one: where its money stands, beside its status.
    paymentState: item.type === 'order' && payment_status ? paymentState(payment_status) : null,
  })),
}));

export function getAccountSummary(token: string) {
  return userCall(token, api.accountSummary, summarySchema);
}

/** The figures alone, without the recent activity (the sidebar's refresh). */
export function getAccountCounts(token: string) {
  return userCall(token, api.accountSummary, summarySchema, { query: { activity: false } });
}
