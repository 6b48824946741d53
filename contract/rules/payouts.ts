// A shop's payouts (issue 34, point 6), one rule for both programs: a seller asks for their whole
// available balance, paid to the shop's M-Pesa number by B2C, once it reaches the minimum.

/** The least a payout may be, in shillings: smaller sums wait for more sales (B2C has a fee floor). */
export const PAYOUT_MINIMUM = 500;
/** The most one B2C payment may carry, in shillings (Safaricom's limit per transaction). */
export const PAYOUT_MAXIMUM = 250_000;

export const PAYOUT_STATES = ['pending', 'completed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_MESSAGES = {
  requested: 'Payout requested: it reaches your M-Pesa in a few minutes.',
  belowMinimum: `Your available balance is below the minimum payout of Ksh ${PAYOUT_MINIMUM}.`,
  noPhone: "Add your shop's M-Pesa number (a Safaricom number) to its profile first.",
  onItsWay: 'A payout is already on its way. You can ask for the next one once it has arrived.',
} as const;

/** A shop's balance entry kinds (GET /seller/balance) in words, for the seller centre and the statements. */
export const BALANCE_ENTRY_LABELS = {
  parcel_delivered: 'Delivered',
  parcel_returned: 'Returned by the buyer',
  parcel_settled: 'Returns closed',
  payout: 'Payout to M-Pesa',
  payout_failed: 'Payout refused by M-Pesa',
} as const;

/** A shop's two balances in words. */
export const BALANCE_ACCOUNT_LABELS = { held: 'Held', available: 'Available' } as const;
