// The operator moves a paid order along its way (PATCH /admin/orders/{id}/status): the order as it now is.
import { z } from 'zod';
import { idPath } from './fields';

export const fulfilmentChangeSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.string(),
  updated_at: z.string().meta({ description: 'The moment of the change (ISO 8601).' }),
});

// Requests.

/** The steps the operator may move a paid order to, in order. */
export const FULFILMENT_STATUSES = ['Shipped', 'Delivered'] as const;

/** PATCH /admin/orders/{id}/status. */
export const fulfilmentBodySchema = z.object({
  status: z.enum(FULFILMENT_STATUSES, { error: `status must be one of ${FULFILMENT_STATUSES.join(', ')}.` }),
});

/** `/admin/orders/{id}/status`. */
export const fulfilmentParamsSchema = z.object({ id: idPath('Order') });
