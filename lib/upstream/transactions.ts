// The buyer's transactions (GET /transactions): a plain list, newest first.
import 'server-only';
import { z } from 'zod';
import type { Transaction } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';

/** Only a path on this site is a view link; anything else is dropped rather than opened. */
const sitePath = z
  .string()
  .nullable()
  .transform((v) => (v && v.startsWith('/') && !v.startsWith('//') ? v : null))
  .catch(null);

const transactionSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    dateTime: z.string(),
    amount: z.number(),
    accountNo: z.string().catch(''),
    phone: z.string().nullable().catch(null),
    status: z.enum(['completed', 'pending', 'failed']),
    viewUrl: sitePath,
    // 'M-Pesa' or 'Card', and the M-Pesa receipt once paid (issue 23); absent in older answers.
    processor: z.string().nullish().catch(null),
    receipt_number: z.string().nullish().catch(null),
  })
  .transform(({ processor, receipt_number, ...t }): Transaction => ({ ...t, processor: processor ?? null, receipt: receipt_number ?? null }));

export function listTransactions(token: string) {
  return userCall(token, api.transactions, z.array(transactionSchema));
}
