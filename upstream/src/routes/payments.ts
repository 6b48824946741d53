// The buyer's payments (account screen /payments): a paginator of every attempt, newest first; one
// attempt by id (the page waiting for the M-Pesa PIN polls it); which methods this API takes (public,
// for the checkout); and M-Pesa's callback.
import { idPath } from '../../../contract/api/fields';
import { z } from 'zod';
import { isNotNull } from 'drizzle-orm';
import { paymentAnswerSchema, paymentListQuerySchema, paymentListSchema, paymentMethodsSchema } from '../../../contract/api/payments';
import { requireRole, requireUser } from '../auth/middleware';
import { listPayments, pagePayments } from '../commerce/money-history';
import { payments } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { limitBody } from '../commerce/body';
import { loadPayment } from '../order-money/payment-json';
import { handleMpesaCallback, refreshCardPayment } from '../payments/service';

const tags = ['Payments'];
const signedIn = { middleware: requireUser, ...SIGNED_IN };

const paymentMethods = createApiRoute({
  method: 'get',
  path: '/payments/methods',
  tags,
  summary: 'Which methods the API takes now (public), and which are a built-in sandbox',
  responses: { 200: answers(paymentMethodsSchema, 'The methods.') },
});

const refundsDue = createApiRoute({
  method: 'get',
  path: '/admin/payments/refunds-due',
  tags: ['Admin'],
  summary: 'Payments whose money came for an order that could not take it, to return by hand (decision 012)',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { query: paymentListQuerySchema },
  responses: { 200: answers(paymentListSchema, 'Newest first.'), 401: unauthenticated, 403: fails('Not an admin.'), 422: invalidInput },
});

const listOwnPayments = createApiRoute({
  method: 'get',
  path: '/payments',
  tags,
  summary: "The buyer's payment attempts (pending, completed, failed), newest first",
  ...signedIn,
  request: { query: paymentListQuerySchema },
  responses: { 200: answers(paymentListSchema, 'Newest first.'), 401: unauthenticated, 422: invalidInput },
});

const getPayment = createApiRoute({
  method: 'get',
  path: '/payments/{id}',
  tags,
  summary:
    'One payment attempt and its status (the page waiting for the M-Pesa PIN, or back from the card page, polls it; a pending card attempt is verified with the card provider)',
  ...signedIn,
  request: { params: z.object({ id: idPath('Payment') }) },
  responses: { 200: answers(paymentAnswerSchema, 'The attempt.'), 401: unauthenticated, 404: fails('No such payment of the buyer.') },
});

// Safaricom's, not the storefront's: read by the handler as tolerantly as Daraja needs, so it is
// not part of the contract.
const mpesaCallback = createApiRoute({
  method: 'post',
  path: '/mpesa/callback/{secret}',
  tags,
  summary: "Daraja's STK push callback (public, for Safaricom only)",
  middleware: limitBody(64 * 1024),
  request: {
    params: z.object({ secret: z.string().meta({ description: 'The callback secret the API put in the CallBackURL.' }) }),
    query: z.object({ order: z.string().optional().meta({ description: 'The order number the API put in the CallBackURL.' }) }),
    body: jsonBody(
      z.unknown().meta({
        description: "Daraja's callback, `{Body: {stkCallback: {MerchantRequestID, CheckoutRequestID, ResultCode, ResultDesc, CallbackMetadata?}}}`.",
      }),
    ),
  },
  responses: {
    200: answers(z.null(), 'Received, or already recorded.'),
    404: fails('Wrong secret, or an unknown payment request.'),
    409: fails('The payment changed meanwhile.'),
    413: fails('The body is larger than 64 KB.'),
    422: fails('Not an STK callback, or one that does not match its payment request, order or amount.'),
  },
});

export function paymentRoutes() {
  return (
    openApiRouter()
      // Public: the checkout says when a method is a built-in sandbox (no money moves).
      .openapi(paymentMethods, (c) => {
        const { card, sandbox } = c.var.deps.payments;
        return ok(c, {
          mpesa: { available: true, test: sandbox !== null },
          card: { available: true, test: card.test },
        });
      })

      // Money confirmed for an order that could not take it (paid by another attempt, or cancelled):
      // the operator returns it by hand (decision 012). Admins only.
      .openapi(refundsDue, async (c) => {
        const { page, per_page } = c.req.valid('query');
        const { rows, total } = await pagePayments(c.var.deps.db, isNotNull(payments.refundDueAt), page, per_page);
        return ok(c, paginate(rows, page, per_page, total));
      })

      .openapi(listOwnPayments, async (c) => {
        const { page, per_page } = c.req.valid('query');
        const { rows, total } = await listPayments(c.var.deps.db, c.var.user.id, page, per_page);
        return ok(c, paginate(rows, page, per_page, total));
      })

      .openapi(getPayment, async (c) => {
        const { id } = c.req.valid('param');
        let payment = await loadPayment(c.var.deps.db, c.var.user.id, id);
        // A pending card attempt is asked about (Paystack's verify): the buyer back from its page sees it settle.
        if (payment?.method === 'card' && payment.status === 'pending') {
          await refreshCardPayment(c.var.deps, id);
          payment = await loadPayment(c.var.deps.db, c.var.user.id, id);
        }
        if (!payment) throw new ApiError(404, 'Payment not found');
        return ok(c, { payment });
      })

      // Daraja's CallBackURL: public (Safaricom does not sign it), so the secret in the path and the
      // provider's own query decide what it is worth.
      .openapi(mpesaCallback, async (c) => {
        const answer = await handleMpesaCallback(c.var.deps, c.req.valid('param').secret, c.req.valid('query').order, c.req.valid('json'));
        if (answer.status !== 200) throw new ApiError(answer.status, answer.message);
        return ok(c, null, answer.message);
      })
  );
}
