// How long after delivery a buyer may send a piece back (spec section 1), one rule for both
// programs: the storefront says it (lib/domain/returns-policy.ts), the API enforces it
// (upstream/src/routes/returns.ts closes returns after the longer of the two).

/** A change of mind: an unused piece in its packaging. */
export const RETURN_WINDOW_DAYS = 14;
/** The guarantee: a piece not authentic or not as described, refunded in full. */
export const REFUND_GUARANTEE_DAYS = 90;

/** The longest order number a return request may name (the API's field and the storefront's form). */
export const ORDER_NUMBER_MAX = 64;
/** The longest reason a return request may give. */
export const RETURN_REASON_MAX = 1000;
/** The longest reason an admin may give for rejecting a return request (the buyer reads it). */
export const RETURN_DECISION_REASON_MAX = 500;
