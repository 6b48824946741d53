// A product's rating_average and review_count are kept equal to its visible reviews (one an admin
// hid counts for nothing: `visibleReview`). Every review write (an admin's hide and restore too)
// locks the product row first, so concurrent writes to one product's reviews queue up and each
// recount sees the writes committed before it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { productReviews, products } from '../db/schema';
import { notFound } from '../http/envelope';
import type { Executor } from './db';

/** Locks the product for the rest of the transaction; a 404 when there is no such product. */
export async function lockProduct(tx: Executor, productId: number): Promise<void> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
  if (!row) throw notFound('Product');
}

/** A review buyers see: not hidden by an admin. Every public read of reviews filters by it. */
export const visibleReview = isNull(productReviews.hiddenAt);

export interface RatingSummary {
  rating_average: number;
  review_count: number;
}

export async function recountProductRating(tx: Executor, productId: number): Promise<RatingSummary> {
  const [stats] = await tx
    .select({
      average: sql<string | null>`round(avg(${productReviews.rating}), 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), visibleReview));
  const summary = { rating_average: stats.average === null ? 0 : Number(stats.average), review_count: Number(stats.count) };
  await tx.update(products).set({ ratingAverage: summary.rating_average, reviewCount: summary.review_count }).where(eq(products.id, productId));
  return summary;
}
