// Writing a review (spec section 5: comment required, rating 1-5 via stars), shared by the form and
// POST /api/reviews/{productId}, with the API's own wording.
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { COMMENT_MAX } from '@/contract/rules/reviews';
import { RATING_MAX } from '@/contract/rules/rating';
import { z } from './zod';

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(RATING_MAX, REVIEW_MESSAGES.ratingRange),
  comment: z.string({ error: REVIEW_MESSAGES.commentRequired }).trim().min(1, REVIEW_MESSAGES.commentRequired).max(COMMENT_MAX, REVIEW_MESSAGES.commentTooLong),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
