// Returns and refunds (spec section 3, Return request; section 4, its states). A buyer asks to
// return what arrived of one of their paid orders; the refund is what was paid for it
// (commerce/returnable.ts: the whole total for a wholly delivered order). The policy (contract/rules/
// returns.ts) closes returns 90 days after delivery, the longest of its two promises; within
// that, whether a late request is a guarantee case (not authentic, not as described) is the
// admin's call at approval. Pending → Rejected when the buyer
// cancels (as the spec's screen does: no reason is stored, which is how a cancel is told from an
// admin's rejection), Pending → Rejected when an admin rejects with a reason (audited, the buyer
// reads it), Pending → Approved when an admin approves, which credits the refund to the buyer's
// wallet (GET /wallet). The admin's queue (GET /admin/returns, issue 33) lists them by status,
// oldest first; the buyer is mailed each admin decision unless they turned order mail off.
import { idPath } from '../../../contract/api/fields';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminReturnListQuerySchema, adminReturnListSchema, rejectReturnBodySchema } from '../../../contract/api/admin-returns';
import { returnRequestBodySchema, returnRequestListSchema, returnRequestSchema } from '../../../contract/api/returns';
import { recordAudit, type AuditActor } from '../admin/audit';
import { requireRole, requireUser } from '../auth/middleware';
import { isoDate, type Executor } from '../account/db';
import { refundDescription } from '../account/wallet';
import { refundCause, returnRefunds, sendRefunds, type RefundJson } from '../money/refunds';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { returnDecisionMail } from '../commerce/return-mails';
import { invoices, orders, returnRequests, users } from '../db/schema';
import { releaseReturnedParcels } from '../money/settlement';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { quoteReturns, refundedSoFar, RETURN_REFUSALS } from '../commerce/returnable';
import { REFUND_GUARANTEE_DAYS } from '../../../contract/rules/returns';

const ORDER_NOT_FOUND = 'Order not found. Please check your order number.';
const RETURN_NOT_FOUND = 'Return request not found';

type ReturnRow = typeof returnRequests.$inferSelect;

/**
 * The spec's Return request; orderId is the order number the buyer knows, order_id the record id,
 * `refunds` where its refund stands once approved (issue 34).
 */
function toReturnJson(row: ReturnRow, orderNumber: string, refunds: RefundJson[]) {
  return {
    id: row.id,
    orderId: orderNumber,
    order_id: row.orderId,
    date: isoDate(row.createdAt),
    status: row.status,
    refund: row.refund,
    reason: row.reason,
    refund_to: row.refundTo,
    decision_reason: row.decisionReason,
    // An admin must give a reason to reject; the buyer's cancel stores none.
    canceled_by_buyer: row.status === 'Rejected' && row.decisionReason === null,
    updated_at: isoDate(row.updatedAt),
    refunds,
  };
}

const returnColumns = { request: returnRequests, orderNumber: orders.orderNumber };

const tags = ['Returns'];
const returnId = z.object({ id: idPath('Return request') });
const noReturn = fails('No such return request (for a buyer: none of theirs).');
const notPending = fails('The return request is no longer Pending.');

const listReturns = createApiRoute({
  method: 'get',
  path: '/returns',
  tags,
  summary: "The buyer's return requests, newest first",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(returnRequestListSchema, 'The return requests.'), 401: unauthenticated },
});

const requestReturn = createApiRoute({
  method: 'post',
  path: '/returns',
  tags,
  summary: `Ask to return what arrived of a paid order (until ${REFUND_GUARANTEE_DAYS} days after each parcel's delivery); the refund is what was paid for it and not refunded yet`,
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(returnRequestBodySchema) },
  responses: {
    201: answers(returnRequestSchema, 'Return request submitted.'),
    401: unauthenticated,
    404: fails("No such order of the buyer's."),
    409: fails(
      'The order is canceled, unpaid, has no parcel delivered yet, is refunded (or what arrived is), is past its returns window, or has an open return request.',
    ),
    422: invalidInput,
  },
});

const cancelReturn = createApiRoute({
  method: 'post',
  path: '/returns/{id}/cancel',
  tags,
  summary: "Cancel a pending return request of the buyer's (it becomes Rejected)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: returnId },
  responses: { 200: answers(returnRequestSchema, 'Return request cancelled.'), 401: unauthenticated, 404: noReturn, 409: notPending },
});

const approveReturn = createApiRoute({
  method: 'post',
  path: '/returns/{id}/approve',
  tags,
  summary: 'Approve a pending return request (admin): the refund goes where the buyer asked: the way they paid, or their wallet',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: returnId },
  responses: {
    200: answers(returnRequestSchema, 'Return request approved.'),
    401: unauthenticated,
    403: fails('Not an admin.'),
    404: noReturn,
    409: notPending,
  },
});

const rejectReturn = createApiRoute({
  method: 'post',
  path: '/returns/{id}/reject',
  tags,
  summary: 'Reject a pending return request (admin) with the reason the buyer reads; it is audited and the buyer is mailed',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: returnId, body: jsonBody(rejectReturnBodySchema) },
  responses: {
    200: answers(returnRequestSchema, 'Return request rejected.'),
    401: unauthenticated,
    403: fails('Not an admin.'),
    404: noReturn,
    409: notPending,
    422: invalidInput,
  },
});

const listAdminReturns = createApiRoute({
  method: 'get',
  path: '/admin/returns',
  tags: ['Admin'],
  summary: 'The returns queue (admin): the requests of one status (Pending unless asked), oldest first',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { query: adminReturnListQuerySchema },
  responses: {
    200: answers(adminReturnListSchema, 'Return requests retrieved.'),
    401: unauthenticated,
    403: fails('Not an admin.'),
    422: invalidInput,
  },
});

export function returnRoutes() {
  return openApiRouter()
    .openapi(listReturns, async (c) => {
      const rows = await c.var.deps.db
        .select(returnColumns)
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(eq(returnRequests.userId, c.var.user.id))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
      const refunds = await returnRefunds(
        c.var.deps.db,
        rows.map((r) => r.request.id),
      );
      return ok(
        c,
        rows.map((r) => toReturnJson(r.request, r.orderNumber, refunds.get(r.request.id) ?? [])),
      );
    })

    .openapi(requestReturn, async (c) => {
      const body = c.req.valid('json');
      const userId = c.var.user.id;
      const created = await c.var.deps.db.transaction(async (tx) => {
        const conditions = [eq(orders.userId, userId)];
        if (body.order_id) conditions.push(eq(orders.id, body.order_id));
        if (body.order_number) conditions.push(sql`lower(${orders.orderNumber}) = lower(${body.order_number})`);
        // Locked so that two requests for one order cannot both pass the "already open" check.
        const [order] = await tx
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            total: orders.totalAmount,
            status: orders.orderStatus,
            financialStatus: orders.financialStatus,
            // An order without fulfilments (older data) changed its status last when it was delivered.
            updatedAt: orders.updatedAt,
          })
          .from(orders)
          .where(and(...conditions))
          .for('no key update');
        if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
        const quote = (await quoteReturns(tx, [order])).get(order.id);
        if (!quote || quote.refusal !== null) throw new ApiError(409, quote?.refusal ?? RETURN_REFUSALS.notDelivered);
        const [row] = await tx
          .insert(returnRequests)
          .values({ userId, orderId: order.id, reason: body.reason, refund: quote.refund, refundTo: body.refund_to ?? 'original', status: 'Pending' })
          .returning();
        return toReturnJson(row, order.orderNumber, []);
      });
      return ok(c, created, 'Return request submitted.', 201);
    })

    .openapi(cancelReturn, async (c) => {
      const { id } = c.req.valid('param');
      const row = await transition(c.var.deps.db, id, 'Rejected', c.var.user.id, 'Only pending return requests can be cancelled.');
      return ok(c, row, 'Return request cancelled.');
    })

    .openapi(approveReturn, async (c) => {
      const { id } = c.req.valid('param');
      const row = await transition(c.var.deps.db, id, 'Approved', null, 'Only pending return requests can be approved.', { by: c.var.user });
      // After the commit: the refund leaves for M-Pesa or the card (a failed send is tried again by the jobs).
      await sendRefunds(c.var.deps, row.order_id);
      await mailDecision(c.var.deps, id);
      return ok(c, row, 'Return request approved.');
    })

    .openapi(rejectReturn, async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const row = await transition(c.var.deps.db, id, 'Rejected', null, 'Only pending return requests can be rejected.', { by: c.var.user, reason });
      await mailDecision(c.var.deps, id);
      return ok(c, row, 'Return request rejected.');
    })

    .openapi(listAdminReturns, async (c) => {
      const { db } = c.var.deps;
      const { status, page, per_page } = c.req.valid('query');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...returnColumns, buyer: { id: users.id, name: users.name, email: users.email } })
          .from(returnRequests)
          .innerJoin(orders, eq(orders.id, returnRequests.orderId))
          .innerJoin(users, eq(users.id, returnRequests.userId))
          .where(eq(returnRequests.status, status))
          .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(returnRequests).where(eq(returnRequests.status, status)),
      ]);
      const refunds = await returnRefunds(
        db,
        rows.map((r) => r.request.id),
      );
      const data = rows.map((r) => ({
        ...toReturnJson(r.request, r.orderNumber, refunds.get(r.request.id) ?? []),
        buyer: r.buyer,
        decided_by: r.request.decidedBy,
      }));
      return ok(c, paginate(data, page, per_page, total), 'Return requests retrieved.');
    });
}

/** The buyer's mail about an admin's decision, after it is committed (a failed send keeps the decision). */
async function mailDecision(deps: { db: Database; mailer: Mailer }, returnId: number): Promise<void> {
  const mail = await returnDecisionMail(deps.db, returnId);
  if (mail) await deps.mailer.send(deps.db, mail);
}

/**
 * Moves a Pending request to `to` in one conditional update (so a concurrent change cannot be
 * overwritten); `ownerId` null lets an admin act on anyone's request. Approving credits the refund
 * to the buyer's wallet in the same transaction: the status and the money change together or not
 * at all, and only the one request that moved it from Pending credits. An admin's `decision`
 * stores who decided and, for a rejection, the reason, and a rejection's audit entry is written in
 * the same transaction.
 */
async function transition(
  db: Database,
  id: number,
  to: 'Approved' | 'Rejected',
  ownerId: number | null,
  conflict: string,
  decision?: { by: AuditActor; reason?: string },
) {
  const scope = ownerId === null ? eq(returnRequests.id, id) : and(eq(returnRequests.id, id), eq(returnRequests.userId, ownerId));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(returnRequests)
      .set({ status: to, updatedAt: new Date(), ...(decision ? { decidedBy: decision.by.id, decisionReason: decision.reason ?? null } : {}) })
      .where(and(scope, eq(returnRequests.status, 'Pending')))
      .returning();
    if (!updated) {
      const [existing] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(scope);
      if (!existing) throw new ApiError(404, RETURN_NOT_FOUND);
      throw new ApiError(409, conflict);
    }
    const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, updated.orderId));
    const orderNumber = order?.orderNumber ?? '';
    if (to === 'Approved') {
      // The returned parcels' money comes back from their shops before it goes to the buyer.
      await releaseReturnedParcels(tx, updated.orderId, updated.createdAt, new Date());
      await refundCause(
        tx,
        { id: updated.orderId, userId: updated.userId, orderNumber },
        {
          cause: `return:${updated.id}`,
          amount: updated.refund,
          memo: refundDescription(orderNumber),
          toWallet: updated.refundTo === 'wallet',
          returnRequestId: updated.id,
        },
      );
      await recordRefundOnOrder(tx, updated.orderId);
    }
    // An admin's decision is kept in the audit log with the change (issue 33).
    if (decision) {
      await recordAudit(tx, decision.by, {
        action: to === 'Approved' ? 'return.approve' : 'return.reject',
        targetId: updated.id,
        before: { status: 'Pending' },
        after: { status: to },
        reason: decision.reason ?? null,
      });
    }
    const refunds = await returnRefunds(tx, [updated.id]);
    return toReturnJson(updated, orderNumber, refunds.get(updated.id) ?? []);
  });
}

/**
 * The order and its invoice say what was refunded: 'refunded' and Refunded once the approved
 * returns and the canceled parcels' refunds add up to the order's total, 'partially_refunded' and Partly refunded before that.
 * The order's updated_at is left alone: for a delivered order it is the day of delivery, which
 * the returns window and tracking count from.
 */
async function recordRefundOnOrder(tx: Executor, orderId: number): Promise<void> {
  const [order] = await tx.select({ total: orders.totalAmount }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const full = (await refundedSoFar(tx, orderId)) >= order.total;
  await tx
    .update(orders)
    .set({ financialStatus: full ? 'refunded' : 'partially_refunded' })
    .where(eq(orders.id, orderId));
  await tx
    .update(invoices)
    .set({ status: full ? 'Refunded' : 'Partly refunded' })
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ['Paid', 'Partly refunded'])));
}
