// The operator moves a paid order along its way (PATCH /admin/orders/{id}/status): the order as it now is.
import { z } from 'zod';

export const fulfilmentChangeSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.string(),
  updated_at: z.string().meta({ description: 'The moment of the change (ISO 8601).' }),
});
