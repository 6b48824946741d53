// The buyer's wallet (account screen /wallet): the balance and its movements, newest first.
import { z } from 'zod';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam } from './fields';

export const walletMovementSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().meta({ description: 'Shillings: positive for a credit, negative for a debit.' }),
    kind: z.enum(['refund', 'credit', 'debit']),
    description: z.string(),
    date: z.string(),
    order_number: z.string().nullable(),
  })
  .meta({ id: 'WalletMovement' });

export const walletSchema = z.object({
  balance: z.number(),
  currency: z.string(),
  movements: paginatorSchema(walletMovementSchema),
});

// Requests.

/** GET /wallet: the page of movements (10 a page, at most 50). */
export const walletQuerySchema = z.object({ page: pageParam, per_page: perPageParam(10, 50) });
