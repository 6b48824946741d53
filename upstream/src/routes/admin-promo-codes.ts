// The operator's promo codes over HTTP (issue 34, point 5); the rules are in admin/promo-codes.ts.
import {
  adminPromoCodeChangeSchema,
  adminPromoCodeCreateSchema,
  adminPromoCodeListQuerySchema,
  adminPromoCodeListSchema,
  adminPromoCodeParamsSchema,
  adminPromoCodeSchema,
} from '../../../contract/api/promo-codes';
import { changePromoCode, createPromoCode, deactivatePromoCode, listPromoCodes } from '../admin/promo-codes';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { adminOnly, notAdmin } from './admin-kit';

const noCode = fails('No such promo code.');
const code = (what: string) => answers(adminPromoCodeSchema, what);

const list = createApiRoute({
  method: 'get',
  path: '/admin/promo-codes',
  summary: 'Every promo code, newest first, with how often it was used and what it gave (search by code; filter by status)',
  ...adminOnly,
  request: { query: adminPromoCodeListQuerySchema },
  responses: { 200: answers(adminPromoCodeListSchema, 'The promo codes.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const create = createApiRoute({
  method: 'post',
  path: '/admin/promo-codes',
  summary: 'Create a promo code (percent or fixed; minimum spend, dates, use limits, one shop): active at once, paid for by the marketplace',
  ...adminOnly,
  request: { body: jsonBody(adminPromoCodeCreateSchema) },
  responses: {
    201: code('Promo code created.'),
    401: unauthenticated,
    403: notAdmin,
    422: fails('A field is invalid, the code is taken, or no shop has that id.'),
  },
});

const change = createApiRoute({
  method: 'patch',
  path: '/admin/promo-codes/{id}',
  summary: 'Change a promo code’s terms, or switch it on or off (its text stays)',
  ...adminOnly,
  request: { params: adminPromoCodeParamsSchema, body: jsonBody(adminPromoCodeChangeSchema) },
  responses: { 200: code('Promo code saved.'), 401: unauthenticated, 403: notAdmin, 404: noCode, 422: invalidInput },
});

const deactivate = createApiRoute({
  method: 'post',
  path: '/admin/promo-codes/{id}/deactivate',
  summary: 'Deactivate a promo code: carts holding it show it withdrawn, and checkout refuses it',
  ...adminOnly,
  request: { params: adminPromoCodeParamsSchema },
  responses: { 200: code('Promo code deactivated.'), 401: unauthenticated, 403: notAdmin, 404: noCode },
});

export function adminPromoCodeRoutes() {
  return openApiRouter()
    .openapi(list, async (c) => ok(c, await listPromoCodes(c.var.deps.db, c.req.valid('query'))))
    .openapi(create, async (c) => ok(c, await createPromoCode(c.var.deps.db, c.var.user, c.req.valid('json')), 'Promo code created.', 201))
    .openapi(change, async (c) => ok(c, await changePromoCode(c.var.deps.db, c.var.user, c.req.valid('param').id, c.req.valid('json')), 'Promo code saved.'))
    .openapi(deactivate, async (c) => ok(c, await deactivatePromoCode(c.var.deps.db, c.var.user, c.req.valid('param').id), 'Promo code deactivated.'));
}
