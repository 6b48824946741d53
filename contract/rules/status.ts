// What the statuses both programs read mean, written once: the API decides with these (returns,
// fulfilment, an order's JSON, a cart line's problem) and the storefront shows with them.

/** How a status is compared: trimmed and in lower case. */
export const statusKey = (status: string) => status.trim().toLowerCase();

/** An invoice's states; an approved return turns a Paid invoice Refunded (or Partly refunded). */
export const INVOICE_STATUSES = ['Paid', 'Pending', 'Canceled', 'Refunded', 'Partly refunded'] as const;

/** A return request's states: Pending, then Approved by an admin, or Rejected by an admin (with a reason) or when the buyer cancels. */
export const RETURN_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

// Order statuses are free text (checkout writes 'Pending', the seed 'Shipped' and 'Completed',
// older data 'delivered' or 'cancelled'), compared trimmed and in lower case, so both programs
// agree on what "delivered" means (the returns window starts there).
export const DELIVERED_ORDER_STATUSES = ['delivered', 'completed'] as const;
export const CANCELED_ORDER_STATUSES = ['canceled', 'cancelled'] as const;

/** Whether an order status says the order reached the buyer ('Delivered' or 'Completed'). */
export const isDeliveredStatus = (status: string) => (DELIVERED_ORDER_STATUSES as readonly string[]).includes(statusKey(status));
/** Whether an order status says the order was canceled (either spelling). */
export const isCanceledStatus = (status: string) => (CANCELED_ORDER_STATUSES as readonly string[]).includes(statusKey(status));
/** How far along its way an order is: Pending 0, Shipped 1, Delivered (or Completed) 2. */
export const orderStep = (status: string): 0 | 1 | 2 => (isDeliveredStatus(status) ? 2 : statusKey(status) === 'shipped' ? 1 : 0);

/** Where one payment attempt stands (a payment, and the transaction row that records it). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;

/** How a payment was made: by M-Pesa, by card, or from the buyer's wallet (its part of an order, issue 34). */
export const PAYMENT_METHODS = ['mpesa', 'card', 'wallet'] as const;

/**
 * A fulfilment's states (one per shop of an order, issue 32): pending until its seller accepts it,
 * then shipped (with a carrier and tracking number), then delivered; canceled before shipping only.
 */
export const FULFILMENT_STATES = ['pending', 'accepted', 'shipped', 'delivered', 'canceled'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** The order's own status from its fulfilments' states: null when they say nothing (none, or some still before shipping). */
export function orderStatusFromFulfilments(states: readonly FulfilmentState[]): 'Shipped' | 'Delivered' | 'Canceled' | null {
  if (states.length === 0) return null;
  const live = states.filter((state) => state !== 'canceled');
  if (live.length === 0) return 'Canceled';
  if (live.every((state) => state === 'delivered')) return 'Delivered';
  if (live.every((state) => state === 'shipped' || state === 'delivered')) return 'Shipped';
  return null;
}

/**
 * Where an order's money stands, from the API's financial_status: shown beside the order's own
 * status, which says only where the parcel is ('Pending' for a paid order not yet shipped too).
 */
export type PaymentState = 'awaiting' | 'paid' | 'partlyRefunded' | 'refunded' | 'refundDue' | 'voided';

const PAYMENT_STATES: Record<string, PaymentState> = {
  pending: 'awaiting',
  authorized: 'awaiting',
  paid: 'paid',
  partially_refunded: 'partlyRefunded',
  refunded: 'refunded',
  refund_due: 'refundDue',
  voided: 'voided',
};

/** An unknown financial_status counts as not paid: only a confirmed payment says "Paid". */
export function paymentState(financialStatus: string): PaymentState {
  return PAYMENT_STATES[statusKey(financialStatus)] ?? 'awaiting';
}

/** Why a cart line can not be bought as it stands: none left, or fewer than it asks for. */
export type StockProblem = 'out_of_stock' | 'insufficient_stock';

export function stockProblem(stock: number, quantity: number): StockProblem | null {
  if (stock <= 0) return 'out_of_stock';
  if (stock < quantity) return 'insufficient_stock';
  return null;
}

/** What an account can be: an admin suspends, bans or reactivates it (PATCH /admin/users/{id}/status). */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
