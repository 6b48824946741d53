// The buyer's return requests (GET / POST /returns, POST /returns/{id}/cancel).
import 'server-only';
import { z } from 'zod';
import type { ReturnRequest } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { refundSchema } from '@/contract/api/refunds';
import { returnRequestSchema } from '@/contract/api/returns';
import type { RefundDestination } from '@/contract/rules/refunds';
import { userCall } from './client';
import { toRefund } from './refunds';

/** Read tolerantly: an API from before refunds to where the money came from lists none. */
export const tolerantRefunds = { refunds: z.array(refundSchema).catch([]) };

/** A return request as the storefront shows it (the buyer's list, the console's queue). */
export const toReturnRequest = (r: z.output<typeof returnRequestSchema>): ReturnRequest => ({
  id: r.id,
  orderId: r.order_id,
  orderNumber: r.orderId,
  date: r.date,
  status: r.status,
  refund: r.refund,
  reason: r.reason,
  decisionReason: r.decision_reason,
  canceledByBuyer: r.canceled_by_buyer,
  refundTo: r.refund_to,
  refunds: r.refunds.map(toRefund),
});

const returnSchema = returnRequestSchema.extend(tolerantRefunds).transform(toReturnRequest);

export function listReturns(token: string) {
  return userCall(token, api.returns, z.array(returnSchema));
}

export function createReturn(token: string, input: { orderNumber: string; reason: string; refundTo: RefundDestination }) {
  return userCall(token, api.returns, returnSchema, {
    method: 'POST',
    body: { order_number: input.orderNumber, reason: input.reason, refund_to: input.refundTo },
  });
}

export function cancelReturn(token: string, returnId: number) {
  return userCall(token, api.cancelReturn(returnId), returnSchema, { method: 'POST' });
}
