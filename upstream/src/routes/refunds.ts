// Refunds (issue 34, point 3; money/refunds.ts): the buyer's credit note for each refund (a PDF,
// fetched by the storefront with the bearer token), and the operator's refunds not done yet (pending
// or failed), to send again or give to the buyer's wallet instead.
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { idPath } from '../../../contract/api/fields';
import { adminRefundListQuerySchema, adminRefundListSchema, adminRefundSchema } from '../../../contract/api/refunds';
import { requireUser } from '../auth/middleware';
import { invoices, users } from '../db/schema';
import { notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { creditNoteNumber, renderCreditNotePdf } from '../money/credit-note-pdf';
import { buyerRefund, listAdminRefunds, loadAdminRefund, refundFailedToWallet, retryRefund } from '../money/refunds';
import { adminOnly, notAdmin } from './admin-kit';

const refundId = z.object({ id: idPath('Refund') });
const CAUSE_WORDS = { return: 'Approved return', cancel: 'Items canceled after payment', late: 'Payment arrived after the order closed' } as const;

const creditNote = createApiRoute({
  method: 'get',
  path: '/refunds/{id}/credit-note',
  tags: ['Invoices'],
  summary: "A refund's credit note as a PDF (an attachment): the order and invoice it credits, the amount, where it went and where it stands",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: refundId },
  responses: {
    200: { description: 'The credit note.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    401: unauthenticated,
    404: fails('No such refund of this buyer.'),
  },
});

const listRefunds = createApiRoute({
  method: 'get',
  path: '/admin/refunds',
  summary: 'Refunds by state, oldest first: open (pending or failed, the default), failed, pending or completed',
  ...adminOnly,
  request: { query: adminRefundListQuerySchema },
  responses: { 200: answers(adminRefundListSchema, 'The refunds.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const refundAction = (action: 'retry' | 'to-wallet') =>
  createApiRoute({
    method: 'post',
    path: `/admin/refunds/{id}/${action}`,
    summary:
      action === 'retry'
        ? 'Send a failed refund again (a fresh round of tries), audited'
        : "Give a failed refund to the buyer's wallet instead (credited at once), audited",
    ...adminOnly,
    request: { params: refundId },
    responses: {
      200: answers(adminRefundSchema, 'The refund as it now stands.'),
      401: unauthenticated,
      403: notAdmin,
      404: fails('No such refund.'),
      409: fails('The refund is not failed.'),
    },
  });
const retry = refundAction('retry');
const toWallet = refundAction('to-wallet');

export function refundRoutes() {
  return openApiRouter()
    .openapi(creditNote, async (c) => {
      const { db } = c.var.deps;
      const found = await buyerRefund(db, c.var.user.id, c.req.valid('param').id);
      if (!found) throw notFound('Refund');
      const { refund, order } = found;
      const [invoice] = await db
        .select({ number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.orderId, order.id))
        .orderBy(desc(invoices.id))
        .limit(1);
      const [buyer] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
      const pdf = await renderCreditNotePdf({
        refundId: refund.id,
        createdAt: new Date(refund.created_at),
        completedAt: refund.completed_at ? new Date(refund.completed_at) : null,
        orderNumber: order.orderNumber,
        invoiceNumber: invoice?.number ?? null,
        buyer,
        amount: refund.amount,
        reason: CAUSE_WORDS[refund.cause],
        destination: refund.destination,
        status: refund.status,
        receiptNumber: refund.receipt_number,
      });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${creditNoteNumber(refund.id)}.pdf"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(listRefunds, async (c) => {
      const query = c.req.valid('query');
      const { data, total } = await listAdminRefunds(c.var.deps.db, query);
      return ok(c, paginate(data, query.page, query.per_page, total));
    })
    .openapi(retry, async (c) => {
      const { id } = c.req.valid('param');
      await retryRefund(c.var.deps, c.var.user, id);
      return ok(c, await loadAdminRefund(c.var.deps.db, id), 'Refund sent again.');
    })
    .openapi(toWallet, async (c) => {
      const { id } = c.req.valid('param');
      await refundFailedToWallet(c.var.deps, c.var.user, id);
      return ok(c, await loadAdminRefund(c.var.deps.db, id), "Refund added to the buyer's wallet.");
    });
}
