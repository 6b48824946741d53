// A shop's payouts (issue 34, point 6): GET /seller/payouts lists them newest first with their
// M-Pesa receipts; POST /seller/payouts asks for the whole available balance (contract/rules/payouts.ts).
import { z } from 'zod';
import { PAYOUT_STATES } from '../rules/payouts';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam } from './fields';

export const SELLER_PAYOUTS_PER_PAGE = 20;

export const sellerPayoutListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(SELLER_PAYOUTS_PER_PAGE) });

export const payoutSchema = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    currency: z.literal('KES'),
    phone: z.string().meta({ description: 'The M-Pesa number paid, masked: 2547•••••678.' }),
    status: z.enum(PAYOUT_STATES),
    receipt_number: z.string().nullable().meta({ description: "M-Pesa's receipt, once paid." }),
    failure_reason: z.string().nullable().meta({ description: 'Why M-Pesa did not pay it (the money is back in the available balance).' }),
    requested_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Payout' });

export const payoutListSchema = paginatorSchema(payoutSchema);

/** POST /seller/payouts: nothing to send; the whole available balance is paid. */
export const payoutRequestBodySchema = z.object({}).meta({ id: 'PayoutRequest' });
