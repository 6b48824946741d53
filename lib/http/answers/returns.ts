// Return requests.
import * as z from 'zod/mini';
import type { ReturnRequest } from '@/lib/domain/account';
import { RETURN_STATUSES } from '@/contract/rules/status';
import { REFUND_DESTINATIONS, REFUND_METHODS, REFUND_STATES } from '@/contract/rules/refunds';
import { id } from './common';

const refund = z.object({
  id: id(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  destination: z.string(),
  status: z.enum(REFUND_STATES),
  cause: z.enum(['return', 'cancel', 'late']),
  receipt: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});

const returnRequest = z.object({
  id: id(),
  orderId: id(),
  orderNumber: z.string(),
  date: z.string(),
  status: z.enum(RETURN_STATUSES),
  refund: z.number(),
  reason: z.string(),
  decisionReason: z.nullable(z.string()),
  canceledByBuyer: z.boolean(),
  refundTo: z.enum(REFUND_DESTINATIONS),
  refunds: z.array(refund),
}) satisfies z.ZodMiniType<ReturnRequest>;

/** POST /api/returns and POST /api/returns/{id}/cancel; an admin's POST /api/admin/returns/{id}/approve and /reject. */
export const returnAnswer = z.object({ message: z.string(), request: returnRequest });
