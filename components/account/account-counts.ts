// The sidebar's live counts as the browser keeps them (SWR, key handlers.accountCounts). The layout
// renders them from the server; the browser asks again when the sidebar appears, because the
// client router may show a layout it prefetched before the buyer's last change, and any code that
// changes a count (a heart, a new ticket) asks SWR to refresh this key.
import type { AccountSummary } from '@/lib/domain/account';
import type { AccountCount } from './account-links';

/** The figure shown beside each counted sidebar link. */
export type AccountCountsData = Record<AccountCount, number>;

/** The sidebar's counts out of the account's summary (the layout's and the refresh's alike). */
export function countsOf(summary: AccountSummary): AccountCountsData {
  return { onTheWay: summary.orders.onTheWay, openTickets: summary.openTickets, wishlistItems: summary.wishlistItems };
}
