// Place order's answer.
import * as z from 'zod/mini';
import type { PlacedOrder } from '@/lib/domain/orders';
import { id } from './common';

/** POST /api/checkout. */
export const orderPlacedAnswer = z.object({
  message: z.string(),
  order: z.object({ id: id(), number: z.string(), total: z.number(), walletAvailable: z.number() }) satisfies z.ZodMiniType<PlacedOrder>,
});
