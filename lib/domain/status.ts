// Which colour each status is shown in (spec sections 2 and 4). The colour only repeats the word,
// which is always shown beside it. What the statuses mean is both programs' rule
// (contract/rules/status.ts); the colours are the storefront's own.
import { statusKey, type FulfilmentState, type PaymentState } from '@/contract/rules/status';

export type StatusTone = 'green' | 'yellow' | 'red' | 'blue';

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
  switch (statusKey(status)) {
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

/** A shop's shipment: delivered green, not yet sent yellow, canceled red, on its way blue. */
export function fulfilmentStateTone(state: FulfilmentState): StatusTone {
  switch (state) {
    case 'delivered':
      return 'green';
    case 'pending':
    case 'accepted':
      return 'yellow';
    case 'canceled':
      return 'red';
    default:
      return 'blue';
  }
}

/** Payments, transactions and payouts: completed green, pending yellow, anything else red. */
export function paymentStatusTone(status: string): StatusTone {
  const k = statusKey(status);
  return k === 'completed' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Invoices: Paid green, Pending yellow, Canceled red, Refunded and Partly refunded blue. */
export function invoiceStatusTone(status: string): StatusTone {
  const k = statusKey(status);
  if (k === 'refunded' || k === 'partly refunded') return 'blue';
  return k === 'paid' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Return requests: Approved green, Pending yellow, Rejected red. */
export function returnStatusTone(status: string): StatusTone {
  const k = statusKey(status);
  return k === 'approved' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Support tickets: open green, pending yellow, anything else red. */
export function ticketStatusTone(status: string): StatusTone {
  const k = statusKey(status);
  return k === 'open' ? 'green' : k === 'pending' ? 'yellow' : 'red';
}

/** Accounts: active green, suspended yellow, banned (or anything else) red. */
export function accountStatusTone(status: string): StatusTone {
  const k = statusKey(status);
  return k === 'active' ? 'green' : k === 'suspended' ? 'yellow' : 'red';
}
