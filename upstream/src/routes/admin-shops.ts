// The operator's shops over HTTP (issue 33, point 3); the rules are in admin/shops.ts.
import {
  adminShopListQuerySchema,
  adminShopListSchema,
  adminShopParamsSchema,
  adminShopSchema,
  adminShopSuspendBodySchema,
} from '../../../contract/api/admin-shops';
import { listAdminShops, restoreShop, setShopVerified, suspendShop } from '../admin/shops';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { adminOnly, notAdmin } from './admin-kit';

const noShop = fails('No such shop.');

const list = createApiRoute({
  method: 'get',
  path: '/admin/shops',
  summary: 'Every shop with its owner, standing and product count, by name (search by name; filter by status and verified)',
  ...adminOnly,
  request: { query: adminShopListQuerySchema },
  responses: { 200: answers(adminShopListSchema, 'The shops.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const suspend = createApiRoute({
  method: 'post',
  path: '/admin/shops/{id}/suspend',
  summary: 'Suspend with a reason: the shop and its products leave every public read, and the seller is mailed',
  ...adminOnly,
  request: { params: adminShopParamsSchema, body: jsonBody(adminShopSuspendBodySchema) },
  responses: {
    200: answers(adminShopSchema, 'Shop suspended.'),
    401: unauthenticated,
    403: notAdmin,
    404: noShop,
    409: fails('The shop is already suspended.'),
    422: invalidInput,
  },
});

const restore = createApiRoute({
  method: 'post',
  path: '/admin/shops/{id}/restore',
  summary: 'Restore a suspended shop: it and its products are back for buyers, and the seller is mailed',
  ...adminOnly,
  request: { params: adminShopParamsSchema },
  responses: { 200: answers(adminShopSchema, 'Shop restored.'), 401: unauthenticated, 403: notAdmin, 404: noShop, 409: fails('The shop is not suspended.') },
});

const verify = createApiRoute({
  method: 'post',
  path: '/admin/shops/{id}/verify',
  summary: 'Mark the shop verified: its page shows the verified badge',
  ...adminOnly,
  request: { params: adminShopParamsSchema },
  responses: { 200: answers(adminShopSchema, 'Shop verified.'), 401: unauthenticated, 403: notAdmin, 404: noShop, 409: fails('The shop is already verified.') },
});

const unverify = createApiRoute({
  method: 'post',
  path: '/admin/shops/{id}/unverify',
  summary: 'Take the verified mark away',
  ...adminOnly,
  request: { params: adminShopParamsSchema },
  responses: {
    200: answers(adminShopSchema, 'Shop no longer verified.'),
    401: unauthenticated,
    403: notAdmin,
    404: noShop,
    409: fails('The shop is not verified.'),
  },
});

export function adminShopRoutes() {
  return openApiRouter()
    .openapi(list, async (c) => ok(c, await listAdminShops(c.var.deps.db, c.req.valid('query'))))
    .openapi(suspend, async (c) => ok(c, await suspendShop(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json').reason), 'Shop suspended.'))
    .openapi(restore, async (c) => ok(c, await restoreShop(c.var.deps, c.var.user, c.req.valid('param').id), 'Shop restored.'))
    .openapi(verify, async (c) => ok(c, await setShopVerified(c.var.deps.db, c.var.user, c.req.valid('param').id, true), 'Shop verified.'))
    .openapi(unverify, async (c) => ok(c, await setShopVerified(c.var.deps.db, c.var.user, c.req.valid('param').id, false), 'Shop no longer verified.'));
}
