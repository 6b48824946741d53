// Whether an order can be paid now, and the messages of the payment calls.
// In order-money/ with the payment JSON and the mails: commerce/ and payments/ both read them, and neither imports the other.

export const MESSAGES = {
  orderNotFound: 'Order not found',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled and can no longer be paid.',
  holdRanOut: 'The time to pay for this order has run out.',
  pendingExists: 'A payment for this order is already waiting for your PIN. Please wait for it before paying again.',
  stillChecking: 'We are still checking an earlier M-Pesa payment for this order. Please wait for it before paying again.',
  checkPhone: 'Check your phone and enter your M-Pesa PIN.',
  cardPending: 'A card payment for this order is already open. Finish it on the card payment page, or wait a few minutes before paying again.',
  cardRedirect: 'Continue to the secure card payment page.',
  cardUnreachable: 'Card payment could not be started. Please try again in a moment or pay with M-Pesa.',
  cardNotCompleted: 'The card payment was not completed in time. Please try again.',
  cardMismatch: 'The card payment did not match this order. Please contact support.',
  mpesaUnreachable: 'M-Pesa could not be reached. Please try again in a moment.',
  duplicateReceipt: 'This M-Pesa receipt is already recorded for another payment.',
} as const;

const CANCELLED_STATUSES = ['canceled', 'cancelled'];
const isCancelled = (orderStatus: string) => CANCELLED_STATUSES.includes(orderStatus.trim().toLowerCase());

/** Whether money that arrives now can pay the order (the hold may have run out: the stock is still held). */
export const takesPayment = (order: { financialStatus: string; orderStatus: string }) => order.financialStatus === 'pending' && !isCancelled(order.orderStatus);

/** Why an order cannot be paid now, or null when it can. */
export function payability(order: { financialStatus: string; orderStatus: string; paymentDueAt: Date | null }, now: Date): string | null {
  if (order.financialStatus === 'paid' || order.financialStatus === 'refunded') return MESSAGES.alreadyPaid;
  if (isCancelled(order.orderStatus) || order.financialStatus === 'voided') return MESSAGES.cancelled;
  if (order.financialStatus !== 'pending') return MESSAGES.alreadyPaid;
  if (order.paymentDueAt && order.paymentDueAt.getTime() <= now.getTime()) return MESSAGES.holdRanOut;
  return null;
}
