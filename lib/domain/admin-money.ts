// The operator's money as the console reads it (issue 34, point 7; GET /admin/money): where the
// marketplace's money stands by the books, its payouts by state, the payments waiting for a refund,
// the newest payouts of every shop, and each provider's reconciliation with its own records.
import type { PayoutState } from '@/contract/rules/payouts';
import type { ShopRef } from './admin-orders';

/** How many, and what they come to (Ksh). */
export interface MoneyTally {
  count: number;
  amount: number;
}

/** Every figure a sum of the ledger, in shillings. */
export interface MoneyBalances {
  commission: number;
  heldForShops: number;
  owedToShops: number;
  inTransit: number;
  heldForOrders: number;
  owedToWallets: number;
}

/** A shop's payout as the console lists it, newest first. */
export interface AdminPayout {
  id: number;
  shop: ShopRef;
  amount: number;
  status: PayoutState;
  receiptNumber: string | null;
  failureReason: string | null;
  requestedAt: string;
}

/** One provider: what the books say is there against what its records say; 0 when they agree. */
export interface ReconciliationLine {
  provider: string;
  ledger: number;
  records: number;
  difference: number;
}

export interface AdminMoney {
  balances: MoneyBalances;
  payouts: Record<PayoutState, MoneyTally>;
  refundsDue: MoneyTally;
  recentPayouts: AdminPayout[];
  reconciliation: {
    checkedAt: string;
    lines: ReconciliationLine[];
    /** How many providers disagree with the books. */
    differences: number;
  };
}
