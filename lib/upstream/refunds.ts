// A refund as the storefront shows it (on its order, on its return request) and its credit note
// (GET /refunds/{id}/credit-note), fetched with the buyer's token on the server so the browser's
// download link carries none.
import 'server-only';
import type { z } from 'zod';
import type { refundSchema } from '@/contract/api/refunds';
import type { OrderRefund } from '@/lib/domain/orders';
import { api } from '@/lib/routing/urls';
import { userDownload } from './client';

export const toRefund = (r: z.output<typeof refundSchema>): OrderRefund => ({
  id: r.id,
  amount: r.amount,
  method: r.method,
  destination: r.destination,
  status: r.status,
  cause: r.cause,
  receipt: r.receipt_number,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

export function downloadCreditNote(token: string, refundId: number) {
  return userDownload(token, api.creditNote(refundId));
}
