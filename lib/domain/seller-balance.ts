// A shop's money as the seller centre shows it (issue 34, point 6): held while buyers may still
// return delivered parcels, available once settled (less commission), and the entries behind both.
import type { Page } from './catalog';

export type BalanceEntryKind = 'parcel_delivered' | 'parcel_returned' | 'parcel_settled' | 'payout' | 'payout_failed';

export interface BalanceEntry {
  id: number;
  at: string;
  kind: BalanceEntryKind;
  account: 'held' | 'available';
  /** Shillings; above zero is money into the shop's account. */
  amount: number;
  orderNumber: string | null;
  memo: string;
}

export interface SellerBalance {
  shop: { id: number; name: string };
  held: number;
  available: number;
  /** A fraction: 0.1 is 10%. */
  commissionRate: number;
  entries: Page<BalanceEntry>;
}
