// Return requests (spec section 3, Return request; section 4, its states): Pending, then Approved by
// an admin (the refund goes back to the M-Pesa number or card that paid, or to the wallet when the
// buyer chose so; its state is `refunds` on the order, issue 34), Rejected by an admin with a reason the buyer
// reads, or Rejected when the buyer cancels (no reason: `canceled_by_buyer` says which).
import { z } from 'zod';
import { ORDER_NUMBER_MAX, RETURN_REASON_MAX } from '../rules/returns';
import { RETURN_STATUSES } from '../rules/status';
import { REFUND_DESTINATIONS } from '../rules/refunds';
import { bodyId, requiredText } from './fields';
import { refundSchema } from './refunds';

export const returnRequestSchema = z
  .object({
    id: z.number().int(),
    orderId: z.string().meta({ description: 'The order number the buyer knows (ORD-...).' }),
    order_id: z.number().int().meta({ description: "The order's record id." }),
    date: z.string().meta({ description: 'When it was asked for (ISO 8601).' }),
    status: z.enum(RETURN_STATUSES),
    refund: z.number().meta({ description: "Shillings: the order's total." }),
    reason: z.string(),
    refund_to: z.enum(REFUND_DESTINATIONS).meta({ description: "Where the buyer asked the refund to go: 'original' (where the money came from) or 'wallet'." }),
    decision_reason: z.string().nullable().meta({ description: "An admin's reason for rejecting it; null otherwise." }),
    canceled_by_buyer: z.boolean().meta({ description: "Rejected because the buyer canceled it (a cancel stores no reason); false for an admin's rejection." }),
    updated_at: z.string(),
    refunds: z.array(refundSchema).meta({ description: "Once approved, its refunds (cause 'return'), oldest first, and where each stands: empty before." }),
  })
  .meta({ id: 'ReturnRequest' });
export const returnRequestListSchema = z.array(returnRequestSchema);

const ALL_REQUIRED = 'All fields are required.';

/** POST /returns: one of the buyer's orders, by its number or its id, and why. */
export const returnRequestBodySchema = z
  .object({
    order_number: z
      .string({ error: 'order_number must be text.' })
      .trim()
      .max(ORDER_NUMBER_MAX, `order_number may not be longer than ${ORDER_NUMBER_MAX} characters.`)
      .nullish(),
    order_id: bodyId('order_id').nullish(),
    reason: requiredText({ required: ALL_REQUIRED, max: RETURN_REASON_MAX, label: 'Reason' }),
    refund_to: z
      .enum(REFUND_DESTINATIONS, { error: `refund_to must be one of ${REFUND_DESTINATIONS.join(', ')}.` })
      .optional()
      .meta({ description: "Where the refund goes once approved: 'original' (the M-Pesa number or card that paid; the default) or 'wallet'." }),
  })
  .refine((v) => Boolean(v.order_number) || (v.order_id !== undefined && v.order_id !== null), {
    path: ['order_number'],
    message: ALL_REQUIRED,
    // Only on an object (an issue without a path is the body's own: the document's generator
    // parses null) whose two fields were not refused already: one message per field.
    when: (payload) =>
      !payload.issues.some((issue) => {
        const field = issue.path?.[0];
        return field === undefined || field === 'order_number' || field === 'order_id';
      }),
  });
