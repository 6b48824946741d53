// The shop's orders: a step taken (accept, ship, deliver, cancel) answers its message and the
// state the order is now in; the page is read again for the rest.
import * as z from 'zod/mini';
import { FULFILMENT_STATES } from '@/contract/rules/status';

/** POST /api/seller/orders/{id}/accept, /ship, /deliver, /cancel. */
export const sellerOrderStepAnswer = z.object({ message: z.string(), state: z.enum(FULFILMENT_STATES) });
