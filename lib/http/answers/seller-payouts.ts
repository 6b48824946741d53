// The shop's payouts: a request answers the API's words and the payout as it now stands (pending);
// the page is read again for the figures and the list.
import * as z from 'zod/mini';
import type { Payout } from '@/lib/domain/seller-balance';
import { PAYOUT_STATES } from '@/contract/rules/payouts';
import { id } from './common';

const payout = z.object({
  id: id(),
  amount: z.number(),
  phone: z.string(),
  status: z.enum(PAYOUT_STATES),
  receiptNumber: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  requestedAt: z.string(),
  completedAt: z.nullable(z.string()),
}) satisfies z.ZodMiniType<Payout>;

/** POST /api/seller/payouts. */
export const sellerPayoutAnswer = z.object({ message: z.string(), payout });
