// Reviews: a product's public reviews (GET /products/{id}/reviews, one page with the product's
// rating) and a signed-in buyer's new one (POST), then the buyer's own reviews (GET /reviews, PUT /
// DELETE /reviews/{id}) and what they bought and have not reviewed yet (GET /reviews/to-write), and
// a buyer's report of someone else's review (POST /reviews/{id}/report).
// Another buyer's review is a 404 at the API.
import 'server-only';
import { z } from 'zod';
import type { OwnReview, ReviewToWrite } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { CACHED_READ, publicCall, userCall, type UpstreamResult } from './client';
import { emptySchema } from '@/contract/api/envelope';
import {
  ownReviewSchema as ownReviewAnswer,
  reviewDeletedSchema,
  type reviewReportBodySchema,
  reviewPageSchema as reviewPageAnswer,
  reviewToWriteSchema,
} from '@/contract/api/reviews';

/* ---------------------------------------------------------------- a product's public reviews */

export const REVIEWS_PER_PAGE = 5;

interface Review {
  id: number;
  rating: number;
  comment: string;
  /** ISO date. */
  date: string;
  reviewerName: string;
  /** The reviewer received the product (a delivered order of it): shown as "Verified purchase". */
  verifiedPurchase: boolean;
}

export interface ReviewPage {
  reviews: Review[];
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** The product's rating over all its reviews. */
  ratingAverage: number;
  reviewCount: number;
}

const reviewPageSchema = reviewPageAnswer.transform((p): ReviewPage => ({
  reviews: p.data.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    date: r.date,
    reviewerName: r.reviewer_name,
    verifiedPurchase: r.verified_purchase,
  })),
  page: p.current_page,
  lastPage: Math.max(1, p.last_page),
  total: p.total,
  perPage: p.per_page,
  ratingAverage: p.summary.rating_average,
  reviewCount: p.summary.review_count,
}));

export function fetchProductReviews(productId: number, page = 1, perPage = REVIEWS_PER_PAGE): Promise<UpstreamResult<ReviewPage>> {
  return publicCall(api.productReviews(productId), reviewPageSchema, { ...CACHED_READ, query: { page: page > 1 ? page : undefined, per_page: perPage } });
}

/** A signed-in buyer's review: one per buyer and product (a second is a 409). */
export function createProductReview(token: string, productId: number, input: { rating: number; comment: string }) {
  return userCall(token, api.productReviews(productId), emptySchema, { method: 'POST', body: input });
}

/* ---------------------------------------------------------------- the buyer's own reviews */

const ownReviewSchema = ownReviewAnswer.transform((r): OwnReview => ({
  id: r.id,
  productId: r.product.product_id,
  productName: r.product.product_name,
  productImage: r.product.image_url,
  rating: r.rating,
  comment: r.comment,
  date: r.date,
  updatedAt: r.updated_at,
  hidden: r.hidden,
}));

const toWriteSchema = reviewToWriteSchema.transform((p): ReviewToWrite => ({
  productId: p.product_id,
  productName: p.product_name,
  image: p.image_url,
  orderedAt: p.ordered_at,
}));

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

/** A signed-in buyer reports someone else's review: once (a second is a 409), never their own (422). */
export function reportReview(token: string, reviewId: number, input: z.output<typeof reviewReportBodySchema>) {
  return userCall(token, api.reviewReport(reviewId), emptySchema, {
    method: 'POST',
    body: input satisfies z.input<typeof reviewReportBodySchema>,
  });
}

export function deleteMyReview(token: string, reviewId: number) {
  return userCall(token, api.review(reviewId), reviewDeletedSchema, { method: 'DELETE' });
}
