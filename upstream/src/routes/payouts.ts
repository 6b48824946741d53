// A shop's payouts (issue 34, point 6): the seller's list and request (sellers only), and M-Pesa's
// B2C ResultURL and QueueTimeOutURL (public, for Safaricom only; the secret in the path decides).
import { z } from 'zod';
import { payoutListSchema, payoutSchema, sellerPayoutListQuerySchema } from '../../../contract/api/seller-payouts';
import { PAYOUT_MESSAGES } from '../../../contract/rules/payouts';
import { requireRole, requireUser } from '../auth/middleware';
import { limitBody } from '../commerce/body';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { handlePayoutResult, listShopPayouts, requestPayout } from '../money/payouts';

const tags = ['Seller'];
const sellersOnly = [requireUser, requireRole('seller')];

const listPayouts = createApiRoute({
  method: 'get',
  path: '/seller/payouts',
  tags,
  summary: "The seller's shop's payouts, newest first, each with its M-Pesa receipt or why it failed",
  middleware: sellersOnly,
  ...SIGNED_IN,
  request: { query: sellerPayoutListQuerySchema },
  responses: { 200: answers(payoutListSchema, 'The payouts.'), 401: unauthenticated, 403: fails('Not a seller, or without a shop.'), 422: invalidInput },
});

const askForPayout = createApiRoute({
  method: 'post',
  path: '/seller/payouts',
  tags,
  summary: "Pays the shop's whole available balance (whole shillings) to its M-Pesa number by B2C",
  middleware: sellersOnly,
  ...SIGNED_IN,
  responses: {
    201: answers(payoutSchema, 'The payout, on its way.'),
    401: unauthenticated,
    403: fails('Not a seller, or without a shop.'),
    409: fails(PAYOUT_MESSAGES.onItsWay),
    422: fails(`${PAYOUT_MESSAGES.belowMinimum} Or: ${PAYOUT_MESSAGES.noPhone}`),
    503: fails('Payouts are not set up (Daraja without an initiator).'),
  },
});

// Safaricom's shapes, read by the handler as tolerantly as Daraja needs, so not part of the contract.
const b2cCallback = (kind: 'result' | 'timeout') =>
  createApiRoute({
    method: 'post',
    path: `/mpesa/b2c/${kind}/{secret}`,
    tags: ['Payments'],
    summary: kind === 'result' ? "Daraja's B2C result (public, for Safaricom only)" : "Daraja's B2C queue time-out (public, for Safaricom only)",
    middleware: limitBody(64 * 1024),
    request: {
      params: z.object({ secret: z.string().meta({ description: 'The callback secret the API put in the URL.' }) }),
      body: jsonBody(z.unknown().meta({ description: "Daraja's `{Result: {ResultCode, ResultDesc, OriginatorConversationID, ConversationID, ...}}`." })),
    },
    responses: {
      200: answers(z.null(), 'Received, or already recorded.'),
      404: fails('Wrong secret, or an unknown payout.'),
      413: fails('The body is larger than 64 KB.'),
      422: fails('Not a B2C result, or one that does not match its payout.'),
    },
  });
const b2cResult = b2cCallback('result');
const b2cTimeout = b2cCallback('timeout');

export function payoutRoutes() {
  return (
    openApiRouter()
      .openapi(listPayouts, async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await listShopPayouts(c.var.deps.db, c.var.user.id, query);
        return ok(c, paginate(rows, query.page, query.per_page, total));
      })
      .openapi(askForPayout, async (c) => ok(c, await requestPayout(c.var.deps, c.var.user), PAYOUT_MESSAGES.requested, 201))
      .openapi(b2cResult, async (c) => {
        const answer = await handlePayoutResult(c.var.deps, c.req.valid('param').secret, c.req.valid('json'));
        if (answer.status !== 200) throw new ApiError(answer.status, answer.message);
        return ok(c, null, answer.message);
      })
      // The request waited too long in M-Pesa's queue and was not processed: Daraja posts a Result
      // with a failure code, read like a result (the money goes back to the shop). An unknown
      // payout is a 404; anything else is acknowledged, and the reconciliation asks meanwhile.
      .openapi(b2cTimeout, async (c) => {
        const answer = await handlePayoutResult(c.var.deps, c.req.valid('param').secret, c.req.valid('json'));
        if (answer.status === 404) throw new ApiError(404, answer.message);
        return ok(c, null, 'Received.');
      })
  );
}
