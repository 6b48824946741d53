// Which colour each status is shown in (spec sections 2 and 4). The colour only repeats the word,
// which is always shown beside it.
export type StatusTone = 'green' | 'yellow' | 'red' | 'blue';

const key = (status: string) => status.trim().toLowerCase();

// Order statuses are free text (checkout writes 'Pending', the seed 'Shipped' and 'Completed',
// older data 'delivered' or 'cancelled'), compared trimmed and in lower case. The API imports
// these, so both programs agree on what "delivered" means (the returns window starts there).
export const DELIVERED_ORDER_STATUSES = ['delivered', 'completed'] as const;
export const CANCELED_ORDER_STATUSES = ['canceled', 'cancelled'] as const;

/** Whether an order status says the order reached the buyer ('Delivered' or 'Completed'). */
export const isDeliveredStatus = (status: string) => (DELIVERED_ORDER_STATUSES as readonly string[]).includes(key(status));
/** Whether an order status says the order was canceled (either spelling). */
export const isCanceledStatus = (status: string) => (CANCELED_ORDER_STATUSES as readonly string[]).includes(key(status));
/** How far along its way an order is: Pending 0, Shipped 1, Delivered (or Completed) 2. */
export const orderStep = (status: string): 0 | 1 | 2 => (isDeliveredStatus(status) ? 2 : key(status) === 'shipped' ? 1 : 0);

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
  return PAYMENT_STATES[key(financialStatus)] ?? 'awaiting';
}

/** Paid green, awaiting yellow, not paid (voided) red, refunds blue. */
export function paymentStateTone(state: PaymentState): StatusTone {
  switch (state) {
    case 'paid':
      return 'green';
    case 'awaiting':
      return 'yellow';
    case 'voided':
      return 'red';
    default:
      return 'blue';
  }
}

/** Orders: completed green, Pending yellow, Canceled red, anything else blue. */
export function orderStatusTone(status: string): StatusTone {
  switch (key(status)) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'canceled':
    case 'cancelled':
      return 'red';
    default:
      return 'blue';
  }
}

/** Payments and transactions: completed green, pending yellow, anything else red. */
export function paymentStatusTone(status: string): StatusTone {
  const k = key(status);
  return k === 'completed' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Invoices: Paid green, Pending yellow, Canceled red, Refunded and Partly refunded blue. */
export function invoiceStatusTone(status: string): StatusTone {
  const k = key(status);
  if (k === 'refunded' || k === 'partly refunded') return 'blue';
  return k === 'paid' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Return requests: Approved green, Pending yellow, Rejected red. */
export function returnStatusTone(status: string): StatusTone {
  const k = key(status);
  return k === 'approved' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Support tickets: open green, pending yellow, anything else red. */
export function ticketStatusTone(status: string): StatusTone {
  const k = key(status);
  return k === 'open' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}
