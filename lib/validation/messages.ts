// The forms' texts (spec section 5) without the schemas that use them. Client components import
// their messages from here, so a page pays for zod only when a form is checked (the schema modules
// are loaded on submit), not in its first JavaScript.

export const MIN_PASSWORD = 6;
export const RESET_CODE_LENGTH = 6;

/** The auth forms' messages, reused by the other forms for the same mistakes. */
export const messages = {
  fillAll: 'Please fill in all fields.',
  mismatch: 'Passwords do not match.',
  tooShort: 'Password must be at least 6 characters.',
  newMismatch: 'New passwords do not match.',
  loginRequired: 'Please enter your email or phone and your password.',
  emailRequired: 'Please enter your email.',
  codeRequired: 'Please enter the code.',
  codeTooLong: 'The code has 6 digits.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  failed: 'Subscription failed. Please try again.',
  emailRequired: messages.emailRequired,
  invalidEmail: messages.invalidEmail,
} as const;

/** How a newsletter form post without JavaScript ended, carried to /newsletter as ?outcome=. */
export const NEWSLETTER_OUTCOMES = {
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  missing: NEWSLETTER_MESSAGES.emailRequired,
  invalid: NEWSLETTER_MESSAGES.invalidEmail,
  failed: NEWSLETTER_MESSAGES.failed,
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

export function readNewsletterOutcome(value: unknown): NewsletterOutcome | null {
  return typeof value === 'string' && value in NEWSLETTER_OUTCOMES ? (value as NewsletterOutcome) : null;
}

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Your comment is too long (2,000 characters at most).',
  loginRequired: 'Please log in to write a review.',
  duplicate: 'You have already reviewed this product.',
  thanks: 'Thank you for your review!',
  failed: 'We could not save your review. Please try again.',
  productMissing: 'This product is no longer available.',
} as const;

export const COMMENT_MAX = 2000;

export const WISHLIST_MESSAGES = {
  signIn: 'Please log in to save favourites.',
  chooseProduct: 'Please choose a product.',
  saved: 'Saved to your wishlist.',
  removed: 'Removed from your wishlist.',
  failed: 'Could not update your wishlist. Please try again.',
} as const;
