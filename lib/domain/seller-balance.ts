// A shop's money as the seller centre shows it (issue 34, point 6): held while buyers may still
// return delivered parcels, available once settled (less commission), the entries behind both, and
// the payouts that took the available money to the shop's M-Pesa number.
import type { BalanceEntryKind } from '@/contract/api/seller-balance';
import type { PayoutState } from '@/contract/rules/payouts';
import type { Page } from './catalog';

export type { BalanceEntryKind };

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

/** A payout of the shop's available balance to its M-Pesa number, newest first in its list. */
export interface Payout {
  id: number;
  /** Shillings. */
  amount: number;
  /** The M-Pesa number paid, masked by the API (2547•••••678). */
  phone: string;
  status: PayoutState;
  /** M-Pesa's receipt, once paid. */
  receiptNumber: string | null;
  /** Why M-Pesa did not pay it; the money is back in the available balance. */
  failureReason: string | null;
  requestedAt: string;
  completedAt: string | null;
}
