// The buyer's own reviews (GET /reviews, PUT / DELETE /reviews/{id}) and what they bought and have
// not reviewed yet (GET /reviews/to-write). Another buyer's review is a 404 at the API. Writing a
// product's review is in product.ts, beside the product's public reviews.
import 'server-only';
import { z } from 'zod';
import type { OwnReview, ReviewToWrite } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { mediaUrlSchema } from '@/contract/api/media';

const productRef = z.object({ product_id: z.number().int(), product_name: z.string(), image_url: mediaUrlSchema.catch('') });

const ownReviewSchema = z
  .object({
    id: z.number().int(),
    product: productRef,
    rating: z.number().int(),
    comment: z.string(),
    date: z.string(),
    updated_at: z.string().nullable().catch(null),
  })
  .transform((r): OwnReview => ({
    id: r.id,
    productId: r.product.product_id,
    productName: r.product.product_name,
    productImage: r.product.image_url,
    rating: r.rating,
    comment: r.comment,
    date: r.date,
    updatedAt: r.updated_at,
  }));

const toWriteSchema = productRef
  .extend({ ordered_at: z.string() })
  .transform((p): ReviewToWrite => ({ productId: p.product_id, productName: p.product_name, image: p.image_url, orderedAt: p.ordered_at }));

/** Newest first. */
export function listMyReviews(token: string) {
  return userCall(token, api.reviews, z.array(ownReviewSchema));
}

/** At most 12, newest order first. */
export function listReviewsToWrite(token: string) {
  return userCall(token, api.reviewsToWrite, z.array(toWriteSchema));
}

export function updateMyReview(token: string, reviewId: number, changes: { rating?: number; comment?: string }) {
  return userCall(token, api.review(reviewId), ownReviewSchema, { method: 'PUT', body: changes });
}

export function deleteMyReview(token: string, reviewId: number) {
  return userCall(token, api.review(reviewId), z.object({ id: z.number().int(), product_id: z.number().int() }), { method: 'DELETE' });
}
