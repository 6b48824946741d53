// The operator's refunds (issue 34, point 3): GET /admin/refunds, the refunds not done yet (failed,
// and pending ones on their way), and an admin's step on a failed one: send it again, or give it to
// the buyer's wallet instead (both audited by the API). Every call carries the admin's token and is
// never cached; anyone else's call is a 403 at the API.
import 'server-only';
import type { AdminRefund } from '@/lib/domain/admin-money';
import { api } from '@/lib/routing/urls';
import { adminRefundSchema as refundAnswer, type ADMIN_REFUND_FILTERS } from '@/contract/api/refunds';
import { userCall } from './client';
import { pageSchema } from './page';

const adminRefundSchema = refundAnswer.transform((r): AdminRefund => ({
  id: r.id,
  orderId: r.order_id,
  orderNumber: r.order_number,
  buyer: r.buyer,
  amount: r.amount,
  destination: r.destination,
  status: r.status,
  attempts: r.attempts,
  failureReason: r.failure_reason,
  createdAt: r.created_at,
}));

/** The refunds in `status` (open: pending or failed), oldest first. */
export function listAdminRefunds(token: string, query: { status: (typeof ADMIN_REFUND_FILTERS)[number]; perPage?: number }) {
  return userCall(token, api.adminRefunds, pageSchema(adminRefundSchema), { query: { status: query.status, per_page: query.perPage } });
}

/** Send a failed refund again, or give it to the buyer's wallet; a 409 when it is not failed. */
export function moveAdminRefund(token: string, id: number, step: 'retry' | 'to-wallet') {
  return userCall(token, api.adminRefundStep(id, step), adminRefundSchema, { method: 'POST' });
}
