// Refunds (issue 34, point 3): each refund of an order as the buyer sees it (on the order, its
// credit note), and as the operator sees those not done (GET /admin/refunds, to send again or give
// to the wallet).
import { z } from 'zod';
import { REFUND_METHODS, REFUND_STATES } from '../rules/refunds';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam, personRefSchema } from './fields';

export const REFUND_CAUSES = ['return', 'cancel', 'late'] as const;

export const refundSchema = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    currency: z.literal('KES'),
    method: z.enum(REFUND_METHODS).meta({ description: "Where it goes: back to the M-Pesa number or card that paid, or the buyer's wallet." }),
    destination: z.string().meta({ description: "In words: 'M-Pesa 2547•••••671', 'card ending 4242', 'your wallet'." }),
    status: z
      .enum(REFUND_STATES)
      .meta({ description: 'pending: on its way (or waiting to be sent again); completed: arrived; failed: the operator is on it.' }),
    cause: z
      .enum(REFUND_CAUSES)
      .meta({ description: 'An approved return, a cancel after payment, or money that arrived after the order could no longer take it.' }),
    receipt_number: z.string().nullable().meta({ description: "The provider's receipt once completed (M-Pesa's, the card provider's)." }),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Refund' });

/** One row of the operator's refunds: a refund with its order, buyer and last failure. */
export const adminRefundSchema = refundSchema
  .extend({
    order_id: z.number().int(),
    order_number: z.string(),
    buyer: personRefSchema,
    attempts: z.number().int(),
    failure_reason: z.string().nullable().meta({ description: "The provider's reason for the last failed try." }),
  })
  .meta({ id: 'AdminRefund' });

export const adminRefundListSchema = paginatorSchema(adminRefundSchema);

export const ADMIN_REFUND_FILTERS = ['open', 'failed', 'pending', 'completed'] as const;

/** GET /admin/refunds: `status` open (pending or failed, the default), failed, pending or completed; oldest first. */
export const adminRefundListQuerySchema = z.object({
  status: z.enum(ADMIN_REFUND_FILTERS, { error: `status must be one of ${ADMIN_REFUND_FILTERS.join(', ')}.` }).default('open'),
  page: pageParam,
  per_page: perPageParam(20, 100),
});
