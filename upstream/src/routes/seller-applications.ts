// Seller applications over HTTP (issue 32, point 1); the rules are in seller/applications.ts.
import {
  adminSellerApplicationListQuerySchema,
  adminSellerApplicationListSchema,
  sellerApplicationBodySchema,
  sellerApplicationDeclineBodySchema,
  sellerApplicationParamsSchema,
  sellerApplicationSchema,
} from '../../../contract/api/seller-applications';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { approveApplication, declineApplication, latestApplication, listApplications, submitApplication } from '../seller/applications';

const tags = ['Seller applications'];
const notAdmin = fails('Not an admin.');
const noApplication = fails('No such application.');
const decided = fails('The application has already been approved or declined.');

const apply = createApiRoute({
  method: 'post',
  path: '/seller/applications',
  tags,
  summary: 'Apply to sell (buyers; one pending application at a time)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(sellerApplicationBodySchema) },
  responses: {
    201: answers(sellerApplicationSchema, 'Application received.'),
    401: unauthenticated,
    403: fails('The caller is already a seller or an admin.'),
    409: fails('The caller already has a pending application.'),
    422: invalidInput,
  },
});

const mine = createApiRoute({
  method: 'get',
  path: '/seller/applications/mine',
  tags,
  summary: "The caller's latest application",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(sellerApplicationSchema, 'The application.'), 401: unauthenticated, 404: fails('The caller never applied.') },
});

const list = createApiRoute({
  method: 'get',
  path: '/admin/seller-applications',
  tags,
  summary: 'Every application (or those in one state) with its applicant, pending first, oldest first (20 a page, at most 100)',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { query: adminSellerApplicationListQuerySchema },
  responses: { 200: answers(adminSellerApplicationListSchema, 'The applications.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const approve = createApiRoute({
  method: 'post',
  path: '/admin/seller-applications/{id}/approve',
  tags,
  summary: 'Approve: the applicant becomes a seller with a new shop (unique slug) and is mailed',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: sellerApplicationParamsSchema },
  responses: { 200: answers(sellerApplicationSchema, 'Application approved.'), 401: unauthenticated, 403: notAdmin, 404: noApplication, 409: decided },
});

const decline = createApiRoute({
  method: 'post',
  path: '/admin/seller-applications/{id}/decline',
  tags,
  summary: 'Decline with a reason, which the applicant is mailed',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: sellerApplicationParamsSchema, body: jsonBody(sellerApplicationDeclineBodySchema) },
  responses: {
    200: answers(sellerApplicationSchema, 'Application declined.'),
    401: unauthenticated,
    403: notAdmin,
    404: noApplication,
    409: decided,
    422: invalidInput,
  },
});

export function sellerApplicationRoutes() {
  return openApiRouter()
    .openapi(apply, async (c) => ok(c, await submitApplication(c.var.deps.db, c.var.user, c.req.valid('json')), 'Application received.', 201))
    .openapi(mine, async (c) => ok(c, await latestApplication(c.var.deps.db, c.var.user.id)))
    .openapi(list, async (c) => {
      const { page, per_page, state } = c.req.valid('query');
      return ok(c, await listApplications(c.var.deps.db, page, per_page, state));
    })
    .openapi(approve, async (c) => ok(c, await approveApplication(c.var.deps, c.req.valid('param').id, c.var.user), 'Application approved.'))
    .openapi(decline, async (c) => {
      const { id } = c.req.valid('param');
      return ok(c, await declineApplication(c.var.deps, id, c.var.user, c.req.valid('json').reason), 'Application declined.');
    });
}
