// The returns queue of the operator's console (issue 33, point 5): the requests by status, oldest
// first, with their order's number and buyer, and an admin's rejection with its reason. Approving
// is POST /returns/{id}/approve (contract/api/returns.ts's answer).
import { z } from 'zod';
import { RETURN_DECISION_REASON_MAX } from '../rules/returns';
import { RETURN_STATUSES } from '../rules/status';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam, personRefSchema, requiredText } from './fields';
import { returnRequestSchema } from './returns';

/** GET /admin/returns: one request of the queue, with its order's number and its buyer. */
export const adminReturnRequestSchema = returnRequestSchema
  .extend({
    buyer: personRefSchema,
    decided_by: z.number().int().nullable().meta({ description: 'The admin who approved or rejected it.' }),
  })
  .meta({ id: 'AdminReturnRequest' });
export const adminReturnListSchema = paginatorSchema(adminReturnRequestSchema);

export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}.` }).default('Pending'),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

/** POST /returns/{id}/reject (admin): why, which the buyer reads on Returns & Refunds and in their mail. */
export const rejectReturnBodySchema = z.object({
  reason: requiredText({ required: 'Please give the reason for rejecting it.', max: RETURN_DECISION_REASON_MAX, label: 'Reason' }),
});
