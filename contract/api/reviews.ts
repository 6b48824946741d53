// Product reviews (spec section 3, Review): a product's public page of reviews with its rating, and
// a buyer's own reviews with the product they are about. One review per buyer and product.
import { z } from 'zod';
import { RATING_MAX } from '../rules/rating';
import { COMMENT_MAX, REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '../rules/reviews';
import { paginatorSchema } from './envelope';
import { requiredText } from './fields';
import { mediaUrlSchema, withFallback } from './media';

/* ---------------------------------------------------------------- answers */

export const publicReviewSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    rating: z.number().int(),
    comment: z.string(),
    date: z.string(),
    reviewer_name: withFallback(z.string(), 'A buyer'),
    verified_purchase: withFallback(z.boolean(), false).meta({
      description: "The reviewer received the product (a delivered order of it), worked out from the reviewer's orders.",
    }),
  })
  .meta({ id: 'Review' });

/** GET /products/{id}/reviews: one page, newest first, and the product's rating over all its reviews. */
export const reviewPageSchema = paginatorSchema(publicReviewSchema).extend({
  summary: z.object({ rating_average: z.number(), review_count: z.number().int() }),
});

/** The product a buyer's review (or review to write) is about: its name and first image. */
export const reviewedProductSchema = z
  .object({ product_id: z.number().int(), product_name: z.string(), image_url: withFallback(mediaUrlSchema, '') })
  .meta({ id: 'ReviewedProduct' });

export const ownReviewSchema = z
  .object({
    id: z.number().int(),
    product: reviewedProductSchema,
    productImage: withFallback(mediaUrlSchema, '').meta({ description: "product.image_url, under the spec's name." }),
    rating: z.number().int(),
    comment: z.string(),
    date: z.string(),
    updated_at: withFallback(z.string().nullable(), null),
    hidden: withFallback(z.boolean(), false).meta({
      description: 'An admin hid the review: only its author still sees it, and it counts in no rating.',
    }),
  })
  .meta({ id: 'OwnReview' });
export const ownReviewListSchema = z.array(ownReviewSchema);

/** GET /reviews/to-write: a product the buyer received and has not reviewed, dated by its newest such order. */
export const reviewToWriteSchema = reviewedProductSchema.extend({ ordered_at: z.string() }).meta({ id: 'ReviewToWrite' });
export const reviewToWriteListSchema = z.array(reviewToWriteSchema);

/** DELETE /reviews/{id}: the review that went and its product (whose pages to refresh). */
export const reviewDeletedSchema = z.object({ id: z.number().int(), product_id: z.number().int() });

/* ---------------------------------------------------------------- requests */

const RATING_RANGE = `Rating must be a whole number from 1 to ${RATING_MAX}.`;

const ratingField = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please choose a rating.' : RATING_RANGE) })
  .int(RATING_RANGE)
  .min(1, RATING_RANGE)
  .max(RATING_MAX, RATING_RANGE);
const commentField = requiredText({ required: 'Please write a comment.', max: COMMENT_MAX, label: 'Comment' });

/** POST /products/{id}/reviews. */
export const reviewBodySchema = z.object({ rating: ratingField, comment: commentField });

/** PUT /reviews/{id}: either or both; a field that is sent must be valid (null is not "unchanged"). */
export const reviewEditBodySchema = z
  .object({ rating: ratingField.optional(), comment: commentField.optional() })
  .refine((v) => v.rating !== undefined || v.comment !== undefined, {
    path: ['comment'],
    message: 'Please change the rating or the comment.',
  });

/** POST /reviews/{id}/report: why a buyer reports someone else's review, and an optional note. */
export const reviewReportBodySchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Please choose a reason.' }),
  note: z
    .string({ error: 'Note must be text.' })
    .trim()
    .max(REVIEW_REPORT_NOTE_MAX, `Note may not be longer than ${REVIEW_REPORT_NOTE_MAX} characters.`)
    .optional()
    .transform((v) => v || undefined),
});

/** The report taken. */
export const reviewReportedSchema = z.object({ review_id: z.number().int(), reason: z.enum(REVIEW_REPORT_REASONS) });
