// Product reviews: public list per product with its rating summary, and a buyer's own reviews
// (spec section 3, Review). One review per buyer per product; every write recounts the product's
// rating_average and review_count in the same transaction (see account/ratings.ts), and "reviews
// to write" offers what the buyer received and has not reviewed yet.
// Only a buyer who received the product (a line of it in an order of theirs that was delivered or
// completed) may review it (issue 30); the public list marks such reviews "verified_purchase",
// worked out from the orders when read, so a review is never flagged on someone's word.
import { idPath, pageParam, perPageParam } from '../../../contract/api/fields';
import { and, count, desc, eq, exists, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ownReviewListSchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewDeletedSchema,
  reviewEditBodySchema,
  reviewPageSchema,
  reviewReportBodySchema,
  reviewReportedSchema,
  reviewToWriteListSchema,
} from '../../../contract/api/reviews';
import { reportReview } from '../admin/reviews';
import { requireUser } from '../auth/middleware';
import { isoDate, type Executor } from '../account/db';
import { loadProductSummaries, type ProductSummary } from '../account/product-summary';
import { lockProduct, recountProductRating, visibleReview } from '../account/ratings';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import { reviewerName } from '../account/reviewer-name';
import { orderDelivered } from '../commerce/order-json';
import { orderItems, orders, productReviews, products, users } from '../db/schema';
import { ApiError, notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

// The outer query's product, named in full: drizzle may write a column unqualified, which inside
// the subquery would mean the review's own id.
const outerProductId = sql`${products}.${sql.identifier(products.id.name)}`;

const NOT_RECEIVED = 'Only buyers who have received this product can review it.';

/** A line of `productId` in an order of `userId`'s that reached them (either may be a column). */
function receivedLine(db: Executor, userId: SQL | number, productId: SQL | number) {
  return db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(sql`${orders.userId} = ${userId}`, sql`${orderItems.productId} = ${productId}`, orderDelivered));
}

// The review row of the outer query, named in full for the same reason as outerProductId.
const reviewColumn = (column: typeof productReviews.userId | typeof productReviews.productId) => sql`${productReviews}.${sql.identifier(column.name)}`;

/** How many products "Reviews to write" offers at most. */
const TO_WRITE_LIMIT = 12;

type ReviewRow = typeof productReviews.$inferSelect;

/** The spec's Review entity, as the buyer's "Product Reviews" screen shows it. */
function toOwnReview(row: ReviewRow, product: ProductSummary | undefined) {
  const summary = product ?? { product_id: row.productId, product_name: '', image_url: '' };
  return {
    id: row.id,
    product: summary,
    productImage: summary.image_url,
    rating: row.rating,
    comment: row.comment,
    date: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
    hidden: row.hiddenAt !== null,
  };
}

/**
 * The caller's own review `id` (a 404 for anyone else's), with its product locked for the rating
 * recount that follows an edit or a removal. `own` selects the review among the caller's.
 */
async function lockOwnReview(tx: Executor, id: number, userId: number) {
  const own = and(eq(productReviews.id, id), eq(productReviews.userId, userId));
  const [existing] = await tx.select({ productId: productReviews.productId }).from(productReviews).where(own);
  if (!existing) throw notFound('Review');
  await lockProduct(tx, existing.productId);
  return { own, existing };
}

const tags = ['Reviews'];
const signedIn = { middleware: requireUser, ...SIGNED_IN };
const productId = z.object({ id: idPath('Product') });
const reviewId = z.object({ id: idPath('Review') });
const noReview = fails("No such review of the buyer's.");

const listProductReviews = createApiRoute({
  method: 'get',
  path: '/products/{id}/reviews',
  tags,
  summary: "A product's reviews, newest first, with its rating over all of them",
  request: { params: productId, query: z.object({ page: pageParam, per_page: perPageParam(10, 50) }) },
  responses: { 200: answers(reviewPageSchema, 'One page of reviews.'), 404: fails('No such product.'), 422: invalidInput },
});

const addReview = createApiRoute({
  method: 'post',
  path: '/products/{id}/reviews',
  tags,
  summary: 'Review a product the buyer received (one review per buyer and product)',
  ...signedIn,
  request: { params: productId, body: jsonBody(reviewBodySchema) },
  responses: {
    201: answers(ownReviewSchema, 'Thank you for your review!'),
    401: unauthenticated,
    403: fails('The buyer has no delivered (or completed) order of the product.'),
    404: fails('No such product.'),
    409: fails('The buyer has already reviewed the product.'),
    422: invalidInput,
  },
});

const listOwnReviews = createApiRoute({
  method: 'get',
  path: '/reviews',
  tags,
  summary: "The buyer's own reviews, newest first",
  ...signedIn,
  responses: { 200: answers(ownReviewListSchema, 'The reviews.'), 401: unauthenticated },
});

const listToWrite = createApiRoute({
  method: 'get',
  path: '/reviews/to-write',
  tags,
  summary: `What the buyer received and has not reviewed yet (at most ${TO_WRITE_LIMIT}, newest order first)`,
  ...signedIn,
  responses: { 200: answers(reviewToWriteListSchema, 'The products to review.'), 401: unauthenticated },
});

const editReview = createApiRoute({
  method: 'put',
  path: '/reviews/{id}',
  tags,
  summary: "Change a review's rating, comment or both (the product's rating is recounted)",
  ...signedIn,
  request: { params: reviewId, body: jsonBody(reviewEditBodySchema) },
  responses: { 200: answers(ownReviewSchema, 'Review updated.'), 401: unauthenticated, 404: noReview, 422: invalidInput },
});

const deleteReview = createApiRoute({
  method: 'delete',
  path: '/reviews/{id}',
  tags,
  summary: "Delete a review (the product's rating is recounted)",
  ...signedIn,
  request: { params: reviewId },
  responses: { 200: answers(reviewDeletedSchema, 'Review deleted.'), 401: unauthenticated, 404: noReview },
});

const reportOne = createApiRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  tags,
  summary: "Report another buyer's review to the operators (a reason from the list, an optional note; once per buyer and review)",
  ...signedIn,
  request: { params: reviewId, body: jsonBody(reviewReportBodySchema) },
  responses: {
    201: answers(reviewReportedSchema, 'Thank you, the review has been reported.'),
    401: unauthenticated,
    404: fails('No such review (or it is hidden).'),
    409: fails('The buyer has already reported the review.'),
    422: invalidInput,
    429: fails('Too many reports in a minute.'),
  },
});

export function reviewRoutes() {
  return (
    openApiRouter()
      .openapi(listProductReviews, async (c) => {
        const { db } = c.var.deps;
        const { id: productId } = c.req.valid('param');
        const { page, per_page } = c.req.valid('query');
        const [product] = await db
          .select({ ratingAverage: products.ratingAverage, reviewCount: products.reviewCount })
          .from(products)
          .where(eq(products.id, productId));
        if (!product) throw notFound('Product');
        const [rows, [{ total }]] = await Promise.all([
          db
            .select({
              id: productReviews.id,
              rating: productReviews.rating,
              comment: productReviews.comment,
              createdAt: productReviews.createdAt,
              verified: exists(receivedLine(db, reviewColumn(productReviews.userId), reviewColumn(productReviews.productId))).mapWith(Boolean),
              name: users.name,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(productReviews)
            .innerJoin(users, eq(users.id, productReviews.userId))
            .where(and(eq(productReviews.productId, productId), visibleReview))
            .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
            .limit(per_page)
            .offset((page - 1) * per_page),
          db
            .select({ total: count() })
            .from(productReviews)
            .where(and(eq(productReviews.productId, productId), visibleReview)),
        ]);
        const data = rows.map((r) => ({
          id: r.id,
          product_id: productId,
          rating: r.rating,
          comment: r.comment,
          date: isoDate(r.createdAt),
          reviewer_name: reviewerName(r),
          verified_purchase: r.verified,
        }));
        return ok(c, {
          ...paginate(data, page, per_page, total),
          summary: { rating_average: product.ratingAverage, review_count: product.reviewCount },
        });
      })

      .openapi(addReview, async (c) => {
        const { db, config } = c.var.deps;
        const { id: productId } = c.req.valid('param');
        const body = c.req.valid('json');
        const row = await db.transaction(async (tx) => {
          await lockProduct(tx, productId);
          const [received] = await receivedLine(tx, c.var.user.id, productId).limit(1);
          if (!received) throw new ApiError(403, NOT_RECEIVED);
          const [inserted] = await tx
            .insert(productReviews)
            .values({ productId, userId: c.var.user.id, rating: body.rating, comment: body.comment })
            .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
            .returning();
          if (!inserted) throw new ApiError(409, 'You have already reviewed this product.');
          await recountProductRating(tx, productId);
          return inserted;
        });
        void notifyStorefront(productsChanged([productId]));
        const summaries = await loadProductSummaries(db, [productId], config.publicUrl);
        return ok(c, toOwnReview(row, summaries.get(productId)), 'Thank you for your review!', 201);
      })

      .openapi(listOwnReviews, async (c) => {
        const { db, config } = c.var.deps;
        const rows = await db
          .select()
          .from(productReviews)
          .where(eq(productReviews.userId, c.var.user.id))
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
        const summaries = await loadProductSummaries(
          db,
          rows.map((r) => r.productId),
          config.publicUrl,
        );
        return ok(
          c,
          rows.map((r) => toOwnReview(r, summaries.get(r.productId))),
        );
      })

      // What the buyer received and has not reviewed yet: each product once, dated by its newest
      // delivered order (what is still on its way, or was canceled, cannot be reviewed yet).
      .openapi(listToWrite, async (c) => {
        const { db, config } = c.var.deps;
        const userId = c.var.user.id;
        const orderedAt = sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt);
        const rows = await db
          .select({ productId: orderItems.productId, orderedAt })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(
            and(
              eq(orders.userId, userId),
              orderDelivered,
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(productReviews)
                  .where(and(eq(productReviews.userId, userId), sql`${productReviews.productId} = ${outerProductId}`)),
              ),
            ),
          )
          .groupBy(orderItems.productId)
          .orderBy(desc(orderedAt), desc(orderItems.productId))
          .limit(TO_WRITE_LIMIT);
        const ids = rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
        const summaries = await loadProductSummaries(db, ids, config.publicUrl);
        return ok(
          c,
          rows.flatMap((r) => {
            const summary = r.productId === null ? undefined : summaries.get(r.productId);
            return summary ? [{ ...summary, ordered_at: isoDate(r.orderedAt) }] : [];
          }),
        );
      })

      .openapi(editReview, async (c) => {
        const { db, config } = c.var.deps;
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const row = await db.transaction(async (tx) => {
          const { own, existing } = await lockOwnReview(tx, id, c.var.user.id);
          const [updated] = await tx
            .update(productReviews)
            .set({
              ...(body.rating === undefined ? {} : { rating: body.rating }),
              ...(body.comment === undefined ? {} : { comment: body.comment }),
              updatedAt: new Date(),
            })
            .where(own)
            .returning();
          if (!updated) throw notFound('Review');
          await recountProductRating(tx, existing.productId);
          return updated;
        });
        void notifyStorefront(productsChanged([row.productId]));
        const summaries = await loadProductSummaries(db, [row.productId], config.publicUrl);
        return ok(c, toOwnReview(row, summaries.get(row.productId)), 'Review updated.');
      })

      .openapi(deleteReview, async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid('param');
        const productId = await db.transaction(async (tx) => {
          const { own, existing } = await lockOwnReview(tx, id, c.var.user.id);
          const deleted = await tx.delete(productReviews).where(own).returning({ id: productReviews.id });
          if (deleted.length === 0) throw notFound('Review');
          await recountProductRating(tx, existing.productId);
          return existing.productId;
        });
        void notifyStorefront(productsChanged([productId]));
        // The product too, so the storefront knows whose pages to refresh without reading the list.
        return ok(c, { id, product_id: productId }, 'Review deleted.');
      })

      // A report changes nothing buyers see: the operators read it in the console.
      .openapi(reportOne, async (c) =>
        ok(c, await reportReview(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json')), 'Thank you, the review has been reported.', 201),
      )
  );
}
