// The returns policy, said one way wherever it appears (FAQ, footer trust list, About, the product
// page's Shipping tab and verification result, Returns & Refunds). Spec section 1 makes two
// promises that read as if they clash: a 14-day return window (FAQ) and a full refund within 90
// days (trust claims). They are two different things: any piece may be sent back within 14 days
// of delivery because the buyer changed their mind; a piece that is not authentic or not as
// described is refunded in full, shipping included, for 90 days after delivery.

import { REFUND_GUARANTEE_DAYS, RETURN_WINDOW_DAYS } from '@/contract/rules/returns';

export const RETURNS_POLICY = {
  /** A change of mind. */
  returnWindow: `You can return a piece within ${RETURN_WINDOW_DAYS} days of delivery if it is unused and in its original packaging.`,
  /** The guarantee (spec section 1: "a full refund within 90 days"). */
  refundGuarantee: `A full refund within ${REFUND_GUARANTEE_DAYS} days of delivery, shipping included, if a piece is not authentic or not as described.`,
  /** Where the money goes: the API credits an approved return to the buyer's wallet. */
  refundPaidTo: 'An approved refund is paid into your wallet.',
} as const;
