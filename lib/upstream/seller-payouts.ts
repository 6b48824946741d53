// The shop's payouts (issue 34, point 6): the list, newest first, with each one's M-Pesa receipt or
// why it failed (GET /seller/payouts), and the seller's request for the whole available balance
// (POST /seller/payouts). With the seller's token, never cached; the API refuses a request below
// the minimum or without the shop's M-Pesa number (422) and while one is on its way (409).
import 'server-only';
import type { z } from 'zod';
import type { Payout } from '@/lib/domain/seller-balance';
import { api } from '@/lib/routing/urls';
import { payoutSchema as payoutAnswer, type payoutRequestBodySchema } from '@/contract/api/seller-payouts';
import { userCall } from './client';
import { pageSchema } from './page';

const payoutSchema = payoutAnswer.transform((p): Payout => ({
  id: p.id,
  amount: p.amount,
  phone: p.phone,
  status: p.status,
  receiptNumber: p.receipt_number,
  failureReason: p.failure_reason,
  requestedAt: p.requested_at,
  completedAt: p.completed_at,
}));

export function listSellerPayouts(token: string, page: number) {
  return userCall(token, api.sellerPayouts, pageSchema(payoutSchema), { query: { page } });
}

/** Nothing to send: the API pays the whole available balance. */
export function requestPayout(token: string) {
  return userCall(token, api.sellerPayouts, payoutSchema, { method: 'POST', body: {} satisfies z.input<typeof payoutRequestBodySchema> });
}
