// The buyer's payments (GET /payments?page=n), newest first.
import 'server-only';
import { z } from 'zod';
import type { Payment } from '@/lib/domain/account';
import { userCall } from './client';
import { pageSchema } from './schemas';

const paymentSchema = z
  .object({
    payment_id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    amount: z.number(),
    currency: z.string().catch('KES'),
    payment_status: z.string(),
    payment_processor: z.string().catch(''),
    processed_at: z.string().nullable(),
  })
  .transform(
    (p): Payment => ({
      id: p.payment_id,
      orderId: p.order_id,
      orderNumber: p.order_number,
      amount: p.amount,
      currency: p.currency,
      status: p.payment_status,
      processor: p.payment_processor,
      processedAt: p.processed_at,
    }),
  );

export function listPayments(token: string, page: number) {
  return userCall(token, 'payments', pageSchema(paymentSchema), { query: { page } });
}
