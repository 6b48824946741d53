// What a review may say, one rule for both programs: the API's review body (contract/api/reviews.ts)
// and the storefront's review forms (lib/validation/review.ts, the comment fields' maxLength). The
// rating is 1 to RATING_MAX (rating.ts).

/** A review's comment, at most this many characters. */
export const COMMENT_MAX = 2000;

/**
 * Why a buyer reports someone else's review (POST /reviews/{id}/report): the codes both programs
 * accept, each with the words the product page's list offers. One report per buyer and review.
 */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'personal_information', 'not_genuine', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Rude, hateful or offensive',
  off_topic: 'Not about this product',
  personal_information: 'Shares personal information',
  not_genuine: 'Not a genuine review',
  other: 'Something else',
};

/** A report's optional note, at most this many characters. */
export const REVIEW_REPORT_NOTE_MAX = 500;

/** Why an admin hid a review (required), at most this many characters. */
export const REVIEW_HIDE_REASON_MAX = 500;

/** The console's views of the reviews: newest first, those reported (most reports first), those hidden. */
export const ADMIN_REVIEW_FILTERS = ['recent', 'reported', 'hidden'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];
