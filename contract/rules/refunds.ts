// Refunds to where the money came from (issue 34, point 3): the words both programs use for a
// refund's way back and its state, and where a buyer may ask a return's refund to go.

/** Where a refund goes: back to the M-Pesa number or card that paid, or into the buyer's wallet. */
export const REFUND_METHODS = ['mpesa', 'card', 'wallet'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** pending: on its way (sent, or waiting for its next try); completed: arrived; failed: the last try failed, the operator acts. */
export const REFUND_STATES = ['pending', 'completed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A return's refund: to the payment it came from (the default), or to the wallet when the buyer chooses. */
export const REFUND_DESTINATIONS = ['original', 'wallet'] as const;

/** How many times a refund is sent before it is left to the operator. */
export const REFUND_MAX_ATTEMPTS = 3;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
