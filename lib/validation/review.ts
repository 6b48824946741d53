// Writing a review (spec section 5: comment required, rating 1-5 via stars), shared by the form and
// POST /api/reviews/{productId}, with the API's own wording.
import { z } from 'zod';

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

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRange),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .max(COMMENT_MAX, REVIEW_MESSAGES.commentTooLong),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
