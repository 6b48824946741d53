// The buyer's orders: "I received it" answers the order's status once the parcel is delivered.
import * as z from 'zod/mini';

/** POST /api/orders/{orderId}/fulfilments/{fulfilmentId}/received. */
export const parcelReceivedAnswer = z.object({ message: z.string(), orderStatus: z.string() });
