// The sidebar's live counts as the browser keeps them (SWR, key ACCOUNT_COUNTS_URL). The layout
// renders them from the server; the browser asks again when the sidebar appears, because the
// client router may show a layout it prefetched before the buyer's last change, and any code that
// changes a count (a heart, a new ticket) asks SWR to refresh this key.
export const ACCOUNT_COUNTS_URL = '/api/account/counts';

export interface AccountCountsData {
  onTheWay: number;
  openTickets: number;
  wishlistItems: number;
}

export function readAccountCounts(body: Record<string, unknown>): AccountCountsData | null {
  const { onTheWay, openTickets, wishlistItems } = body;
  return [onTheWay, openTickets, wishlistItems].every((n) => typeof n === 'number')
    ? { onTheWay: onTheWay as number, openTickets: openTickets as number, wishlistItems: wishlistItems as number }
    : null;
}
