// The operator's reviews over HTTP (issue 33, point 8); the rules are in admin/reviews.ts.
import {
  adminReviewHideBodySchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewSchema,
} from '../../../contract/api/admin-reviews';
import { hideReview, listAdminReviews, restoreReview } from '../admin/reviews';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { adminOnly, notAdmin } from './admin-kit';

const noReview = fails('No such review.');

const list = createApiRoute({
  method: 'get',
  path: '/admin/reviews',
  summary: 'Reviews with their product, reviewer and open reports: recent (all, newest first), reported (most reported first) or hidden',
  ...adminOnly,
  request: { query: adminReviewListQuerySchema },
  responses: { 200: answers(adminReviewListSchema, 'The reviews.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const hide = createApiRoute({
  method: 'post',
  path: '/admin/reviews/{id}/hide',
  summary: "Hide with a reason: the review leaves every public read and the product's rating and count are recounted",
  ...adminOnly,
  request: { params: adminReviewParamsSchema, body: jsonBody(adminReviewHideBodySchema) },
  responses: {
    200: answers(adminReviewSchema, 'Review hidden.'),
    401: unauthenticated,
    403: notAdmin,
    404: noReview,
    409: fails('The review is already hidden.'),
    422: invalidInput,
  },
});

const restore = createApiRoute({
  method: 'post',
  path: '/admin/reviews/{id}/restore',
  summary: "Restore a hidden review: it is back for buyers and in the product's rating; its open reports are set aside",
  ...adminOnly,
  request: { params: adminReviewParamsSchema },
  responses: {
    200: answers(adminReviewSchema, 'Review restored.'),
    401: unauthenticated,
    403: notAdmin,
    404: noReview,
    409: fails('The review is not hidden.'),
  },
});

export function adminReviewRoutes() {
  return openApiRouter()
    .openapi(list, async (c) => ok(c, await listAdminReviews(c.var.deps.db, c.req.valid('query'))))
    .openapi(hide, async (c) => ok(c, await hideReview(c.var.deps.db, c.var.user, c.req.valid('param').id, c.req.valid('json').reason), 'Review hidden.'))
    .openapi(restore, async (c) => ok(c, await restoreReview(c.var.deps.db, c.var.user, c.req.valid('param').id), 'Review restored.'));
}
