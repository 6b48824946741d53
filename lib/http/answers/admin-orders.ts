// The console's orders (issue 33, point 4): an admin's cancel of an order.
import * as z from 'zod/mini';

/** POST /api/admin/orders/{id}/cancel: what was done, and where the order now stands. */
export const adminOrderCancelAnswer = z.object({ message: z.string(), orderStatus: z.string() });
