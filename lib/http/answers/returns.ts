// Return requests.
import * as z from 'zod/mini';
import type { ReturnRequest } from '@/lib/domain/account';
import { RETURN_STATUSES } from '@/contract/rules/status';
import { id } from './common';

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
}) satisfies z.ZodMiniType<ReturnRequest>;

/** POST /api/returns and POST /api/returns/{id}/cancel; an admin's POST /api/admin/returns/{id}/approve and /reject. */
export const returnAnswer = z.object({ message: z.string(), request: returnRequest });
