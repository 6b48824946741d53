// The Product Reviews screen's own words (the rules' messages are the product page's, in
// lib/validation/messages.ts). No zod here: the edit rules load when a form is first sent.

/** Spec section 4: save confirmations last 2 s. */
export const REVIEW_NOTICE_MS = 2000;

export const MY_REVIEW_TEXTS = {
  deleteFailed: 'We could not delete your review. Please try again.',
  empty: 'You have not reviewed anything yet.',
  emptyWithToWrite: 'The pieces you bought are listed below: tell other buyers what you think of them.',
  emptyNothingBought: 'Once a piece you bought has arrived, you can review it here.',
} as const;
