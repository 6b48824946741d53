// The reviews of the operator's console (issue 33, point 8): the recent, reported and hidden
// reviews with their product, reviewer and reports, and an admin's hide (a reason is required) and
// restore. Each write answers the review as the list shows it.
import { z } from 'zod';
import { ADMIN_REVIEW_FILTERS, REVIEW_HIDE_REASON_MAX, REVIEW_REPORT_REASONS } from '../rules/reviews';
import { enumQuery, fromQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam, personRefSchema, requiredText } from './fields';

export const adminReviewSchema = z
  .object({
    id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string() }),
    reviewer: personRefSchema,
    rating: z.number().int(),
    comment: z.string(),
    date: z.string(),
    reports: z.object({
      count: z.number().int(),
      reasons: z.array(z.enum(REVIEW_REPORT_REASONS)).meta({ description: 'Each reason given at least once, most given first.' }),
      notes: z.array(z.string()).meta({ description: "The reporters' notes, newest first (at most five)." }),
    }),
    hidden: z
      .object({ at: z.string(), reason: z.string(), by: z.number().int().nullable() })
      .nullable()
      .meta({ description: 'Set while an admin keeps the review from buyers.' }),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `GET /admin/reviews`: recent and hidden newest first; reported by report count, then newest report. */
export const adminReviewListSchema = paginatorSchema(adminReviewSchema);

// Requests.

export const adminReviewListQuerySchema = z.object({
  filter: fromQuery(enumQuery('filter', ADMIN_REVIEW_FILTERS).default('recent')),
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(20, 100)),
});

/** `POST /admin/reviews/{id}/hide`. */
export const adminReviewHideBodySchema = z.object({
  reason: requiredText({ required: 'Please give the reason for hiding it.', max: REVIEW_HIDE_REASON_MAX, label: 'Reason' }),
});

export const adminReviewParamsSchema = z.object({ id: idPath('Review') });
