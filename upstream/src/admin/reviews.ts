// Review moderation (issue 33, point 8). A signed-in buyer reports someone else's review (one report
// each, a reason from the contract's list); the console lists the recent, reported and hidden
// reviews; an admin hides one with a reason (it leaves every public read: `visibleReview`) and
// restores it (the reports open then are set aside: the admin weighed them). A hide or restore locks
// the product first, recounts its rating and review count in the same transaction, records its
// audit entry there too, and after the commit tells the storefront to refresh the product's pages.
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminReview, adminReviewListQuerySchema } from '../../../contract/api/admin-reviews';
import type { ReviewReportReason } from '../../../contract/rules/reviews';
import type { z } from 'zod';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import { reviewReportLimit } from '../account/limits';
import { lockProduct, recountProductRating, visibleReview } from '../account/ratings';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { productReviews, products, reviewReports, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import { recordAudit, type AuditActor } from './audit';

const OWN_REVIEW = 'You cannot report your own review.';
const ALREADY_REPORTED = 'You have already reported this review.';
const ALREADY_HIDDEN = 'This review is already hidden.';
const NOT_HIDDEN = 'This review is not hidden.';
/** How many of the reporters' notes a row carries. */
const NOTES_SHOWN = 5;

/** A report not yet set aside by a restore. */
const openReport = isNull(reviewReports.dismissedAt);

/**
 * A buyer reports a review they can see (a hidden one is a 404, as it is in every public read):
 * never their own (422), once only (409), at most a few a minute (429).
 */
export async function reportReview(deps: ApiDeps, user: AuthUser, reviewId: number, input: { reason: ReviewReportReason; note?: string }) {
  await deps.limiter.hit([`review-report:user:${user.id}`], reviewReportLimit, 'Too many reports. Please try again in a minute.');
  const [review] = await deps.db
    .select({ userId: productReviews.userId })
    .from(productReviews)
    .where(and(eq(productReviews.id, reviewId), visibleReview));
  if (!review) throw notFound('Review');
  if (review.userId === user.id) throw new ApiError(422, OWN_REVIEW, { review: [OWN_REVIEW] });
  const [inserted] = await deps.db
    .insert(reviewReports)
    .values({ reviewId, userId: user.id, reason: input.reason, note: input.note ?? null })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning({ reviewId: reviewReports.reviewId, reason: reviewReports.reason });
  if (!inserted) throw new ApiError(409, ALREADY_REPORTED);
  return { review_id: inserted.reviewId, reason: inserted.reason };
}

const reviewColumns = {
  review: productReviews,
  productName: products.productName,
  reviewer: { id: users.id, name: users.name, email: users.email },
};
type ReviewRow = { review: typeof productReviews.$inferSelect; productName: string; reviewer: { id: number; name: string; email: string } };
type Reports = AdminReview['reports'];

const NO_REPORTS: Reports = { count: 0, reasons: [], notes: [] };

/** The open reports of each review: how many, each reason once (most given first), the newest notes. */
async function loadReports(db: Executor, reviewIds: number[]): Promise<Map<number, Reports>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, note: reviewReports.note })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), openReport))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id));
  const tally = new Map<number, { count: number; reasons: Map<ReviewReportReason, number>; notes: string[] }>();
  for (const row of rows) {
    const entry = tally.get(row.reviewId) ?? { count: 0, reasons: new Map<ReviewReportReason, number>(), notes: [] };
    entry.count += 1;
    entry.reasons.set(row.reason, (entry.reasons.get(row.reason) ?? 0) + 1);
    if (row.note && entry.notes.length < NOTES_SHOWN) entry.notes.push(row.note);
    tally.set(row.reviewId, entry);
  }
  return new Map(
    [...tally].map(([id, t]) => [id, { count: t.count, reasons: [...t.reasons].sort((a, b) => b[1] - a[1]).map(([reason]) => reason), notes: t.notes }]),
  );
}

function toAdminReviewJson(row: ReviewRow, reports: Reports): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    product: { id: review.productId, name: row.productName },
    reviewer: row.reviewer,
    rating: review.rating,
    comment: review.comment,
    date: isoDate(review.createdAt),
    reports,
    hidden: review.hiddenAt ? { at: isoDate(review.hiddenAt), reason: review.hiddenReason ?? '', by: review.hiddenBy } : null,
  };
}

/** The review's open reports, counted in the outer query (for the Reported view's order). */
const openReportCount = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${productReviews}.${sql.identifier(productReviews.id.name)} and ${reviewReports.dismissedAt} is null)`;

/**
 * One page of the console's view: recent (every review, hidden ones marked), reported (visible
 * reviews with open reports, most reported first) or hidden (newest hide first).
 */
export async function listAdminReviews(db: Executor, q: z.infer<typeof adminReviewListQuerySchema>) {
  let where: SQL | undefined;
  let order: SQL[];
  if (q.filter === 'reported') {
    where = and(visibleReview, sql`${openReportCount} > 0`);
    order = [desc(openReportCount), desc(productReviews.createdAt), desc(productReviews.id)];
  } else if (q.filter === 'hidden') {
    where = isNotNull(productReviews.hiddenAt);
    order = [desc(productReviews.hiddenAt), desc(productReviews.id)];
  } else {
    order = [desc(productReviews.createdAt), desc(productReviews.id)];
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(productReviews).where(where),
  ]);
  const reports = await loadReports(
    db,
    rows.map((r) => r.review.id),
  );
  return paginate(
    rows.map((r) => toAdminReviewJson(r, reports.get(r.review.id) ?? NO_REPORTS)),
    q.page,
    q.per_page,
    total,
  );
}

/** The review's product, locked for the recount, then the review itself with its row; 404 when there is none. */
async function lockReview(tx: Executor, id: number): Promise<ReviewRow> {
  const [found] = await tx.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.id, id));
  if (!found) throw notFound('Review');
  await lockProduct(tx, found.productId);
  const [row] = await tx
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(eq(productReviews.id, id))
    .for('update', { of: productReviews });
  if (!row) throw notFound('Review');
  return row;
}

async function changeVisibility(db: Database, admin: AuditActor, id: number, reason: string | null): Promise<AdminReview> {
  const hide = reason !== null;
  const answer = await db.transaction(async (tx) => {
    const { review, ...rest } = await lockReview(tx, id);
    if ((review.hiddenAt !== null) === hide) throw new ApiError(409, hide ? ALREADY_HIDDEN : NOT_HIDDEN);
    const [updated] = await tx
      .update(productReviews)
      .set(hide ? { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: admin.id } : { hiddenAt: null, hiddenReason: null, hiddenBy: null })
      .where(eq(productReviews.id, id))
      .returning();
    // A restore sets the open reports aside: the admin weighed them, so the review leaves Reported.
    if (!hide)
      await tx
        .update(reviewReports)
        .set({ dismissedAt: new Date() })
        .where(and(eq(reviewReports.reviewId, id), openReport));
    const rating = await recountProductRating(tx, review.productId);
    await recordAudit(tx, admin, {
      action: hide ? 'review.hide' : 'review.restore',
      targetId: id,
      before: { hidden: review.hiddenAt !== null, hidden_reason: review.hiddenReason, product_id: review.productId },
      after: { hidden: hide, hidden_reason: updated.hiddenReason, product_id: review.productId, ...rating },
      reason,
    });
    const reports = await loadReports(tx, [id]);
    return toAdminReviewJson({ review: updated, ...rest }, reports.get(id) ?? NO_REPORTS);
  });
  void notifyStorefront(productsChanged([answer.product.id]));
  return answer;
}

/** Hides the review with the reason: it leaves the product's reviews, rating and count. */
export const hideReview = (db: Database, admin: AuditActor, id: number, reason: string) => changeVisibility(db, admin, id, reason);

/** Restores a hidden review: it is back for buyers and in the product's rating; its open reports are set aside. */
export const restoreReview = (db: Database, admin: AuditActor, id: number) => changeVisibility(db, admin, id, null);
