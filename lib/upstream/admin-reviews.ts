// The console's reviews (issue 33, point 8), read and written with the admin's token: recent,
// reported or hidden reviews a page at a time, and a review's hide (with a reason) or restore. The
// API checks the role on every call. Never cached.
import 'server-only';
import { adminReviewSchema as reviewAnswer } from '@/contract/api/admin-reviews';
import type { AdminReviewFilter } from '@/contract/rules/reviews';
import type { AdminReview, ReviewStep } from '@/lib/domain/admin-reviews';
import type { Page } from '@/lib/domain/catalog';
import { api } from '@/lib/routing/urls';
import { userCall, type UpstreamResult } from './client';
import { pageSchema } from './page';

const reviewSchema = reviewAnswer.transform((r): AdminReview => ({
  id: r.id,
  product: r.product,
  reviewer: r.reviewer,
  rating: r.rating,
  comment: r.comment,
  date: r.date,
  reports: r.reports,
  hidden: r.hidden ? { at: r.hidden.at, reason: r.hidden.reason } : null,
}));

export function listAdminReviews(token: string, query: { filter: AdminReviewFilter; page: number }): Promise<UpstreamResult<Page<AdminReview>>> {
  return userCall(token, api.adminReviews, pageSchema(reviewSchema), { query: { filter: query.filter, page: query.page } });
}

/** Hide (with the reason) or restore; a 409 when the step does not apply. */
export function moveAdminReview(token: string, id: number, step: ReviewStep, reason?: string): Promise<UpstreamResult<AdminReview>> {
  return userCall(token, api.adminReviewStep(id, step), reviewSchema, { method: 'POST', body: step === 'hide' ? { reason } : undefined });
}
