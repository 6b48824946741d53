// What a review may say, one rule for both programs: the API's review body (contract/api/reviews.ts)
// and the storefront's review forms (lib/validation/review.ts, the comment fields' maxLength). The
// rating is 1 to RATING_MAX (rating.ts).

/** A review's comment, at most this many characters. */
export const COMMENT_MAX = 2000;
