// The buyer's payments (account screen /payments): a paginator of every attempt, newest first; one
// attempt by id (the page waiting for the M-Pesa PIN polls it); which methods this API takes (public,
// for the checkout); and M-Pesa's callback.
import { pageParam, perPageParam } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import { isNotNull } from 'drizzle-orm';
import { requireRole, requireUser } from '../auth/middleware';
import { listPayments, pagePayments } from '../commerce/money-history';
import type { AppEnv } from '../context';
import { payments } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { limitBody } from '../commerce/body';
import { idParam, parseQuery, readJson } from '../http/validate';
import { loadPayment } from '../order-money/payment-json';
import { handleMpesaCallback } from '../payments/service';

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

export function paymentRoutes() {
  const app = new Hono<AppEnv>();

  // Public, and before the buyer-only middleware below (it answers, so that never runs for it):
  // the checkout offers a card only when one is on, and says so when it is a test card.
  app.get('/payments/methods', (c) => {
    const { card, sandbox } = c.var.deps.payments;
    return ok(c, {
      mpesa: { available: true, test: sandbox !== null },
      card: { available: card !== null, test: card?.test ?? false },
    });
  });

  // Money confirmed for an order that could not take it (paid by another attempt, or cancelled):
  // the operator returns it by hand (decision 012). Admins only.
  app.get('/admin/payments/refunds-due', requireUser, requireRole('admin'), async (c) => {
    const { page, per_page } = parseQuery(c, listQuery);
    const { rows, total } = await pagePayments(c.var.deps.db, isNotNull(payments.refundDueAt), page, per_page);
    return ok(c, paginate(rows, page, per_page, total));
  });

  app.use('/payments/*', requireUser);

  app.get('/payments', async (c) => {
    const { page, per_page } = parseQuery(c, listQuery);
    const { rows, total } = await listPayments(c.var.deps.db, c.var.user.id, page, per_page);
    return ok(c, paginate(rows, page, per_page, total));
  });

  app.get('/payments/:id', async (c) => {
    const payment = await loadPayment(c.var.deps.db, c.var.user.id, idParam(c, 'id', 'Payment'));
    if (!payment) throw new ApiError(404, 'Payment not found');
    return ok(c, { payment });
  });

  // Daraja's CallBackURL: public (Safaricom does not sign it), so the secret in the path and the
  // provider's own query decide what it is worth.
  app.post('/mpesa/callback/:secret', limitBody(64 * 1024), async (c) => {
    const body = await readJson(c);
    const answer = await handleMpesaCallback(c.var.deps, c.req.param('secret'), c.req.query('order'), body);
    return c.json({ status: answer.status === 200 ? 'success' : 'error', message: answer.message, data: null }, answer.status);
  });

  return app;
}
