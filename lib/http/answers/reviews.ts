// A product's public reviews, and the buyer's own.
import * as z from 'zod/mini';
import type { OwnReview } from '@/lib/domain/account';
import type { ReviewPage } from '@/lib/catalog/product';
import { id } from './common';

/** GET /api/reviews/{productId}?page=n: one page of the list, with the rating summary. */
export const reviewPageAnswer = z.object({
  reviews: z.array(z.object({ id: id(), rating: z.number(), comment: z.string(), date: z.string(), reviewerName: z.string(), verifiedPurchase: z.boolean() })),
  page: id(),
  lastPage: id(),
  total: id(),
  perPage: id(),
  ratingAverage: z.number(),
  reviewCount: id(),
}) satisfies z.ZodMiniType<ReviewPage>;

const ownReview = z.object({
  id: id(),
  productId: id(),
  productName: z.string(),
  productImage: z.string(),
  rating: z.number(),
  comment: z.string(),
  date: z.string(),
  updatedAt: z.nullable(z.string()),
  hidden: z.boolean(),
}) satisfies z.ZodMiniType<OwnReview>;

/** PUT /api/my-reviews/{id}: the review as saved. */
export const reviewUpdatedAnswer = z.object({ message: z.string(), review: ownReview });

/** DELETE /api/my-reviews/{id}. */
export const reviewDeletedAnswer = z.object({ message: z.string(), id: id() });
