// The buyer's transactions (account screen /my-transactions, spec section 3's Transaction): a plain
// list, newest first, one row per payment attempt.
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../rules/status';

export const transactionSchema = z
  .object({
    id: z.string(),
    dateTime: z.string(),
    amount: z.number(),
    accountNo: z.string(),
    phone: z.string().nullable(),
    status: z.enum(PAYMENT_STATUSES),
    viewUrl: z.string().nullable().meta({ description: "The storefront's order page (a relative path), when the transaction belongs to an order." }),
    processor: z.string().nullable().meta({ description: "'M-Pesa' or 'Card' for a payment attempt; null for other movements." }),
    receipt_number: z.string().nullable(),
    payment_id: z.number().int().nullable(),
  })
  .meta({ id: 'Transaction' });

export const transactionListSchema = z.array(transactionSchema);

// Requests.

const limitMessage = 'limit must be a whole number from 1 to 500';

/** GET /transactions: how many, newest first (100 when not sent, at most 500). */
export const transactionListQuerySchema = z.object({
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(500, limitMessage).default(100),
});
