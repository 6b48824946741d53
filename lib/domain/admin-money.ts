// The operator's money as the console reads it (issue 34, point 7; GET /admin/money): where the
// marketplace's money stands by the books, its payouts and refunds by state, the newest payouts of
// every shop, and each provider's reconciliation with its own records; and the refunds the operator
// acts on (GET /admin/refunds).
import type { PayoutState } from '@/contract/rules/payouts';
import type { RefundState } from '@/contract/rules/refunds';
import type { PersonRef } from './person';
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
  /** Refunds sent to M-Pesa or a card (or failed), not confirmed yet. */
  refundsInTransit: number;
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
  refunds: Record<RefundState, MoneyTally>;
  recentPayouts: AdminPayout[];
  reconciliation: {
    checkedAt: string;
    lines: ReconciliationLine[];
    /** How many providers disagree with the books. */
    differences: number;
  };
}

/** A refund not done yet (pending: on its way; failed: the operator sends it again or gives it to the wallet). */
export interface AdminRefund {
  id: number;
  orderId: number;
  orderNumber: string;
  buyer: PersonRef;
  amount: number;
  /** "M-Pesa 2547•••••671", "card ending 4242". */
  destination: string;
  status: RefundState;
  attempts: number;
  /** M-Pesa's or the card provider's reason for the last failed try. */
  failureReason: string | null;
  createdAt: string;
}
