// A shop's money as its seller sees it (issue 34, point 6; GET /seller/balance): what is held while
// buyers may still return delivered parcels, what is available (settled, less commission), the
// commission rate, and every entry of the shop's accounts in the books, newest first.
import { z } from 'zod';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam } from './fields';

export const SELLER_BALANCE_PER_PAGE = 20;

/** The journals that move a shop's money (upstream/src/money), as its entries name them. */
export const BALANCE_ENTRY_KINDS = ['parcel_delivered', 'parcel_returned', 'parcel_settled', 'payout', 'payout_failed'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

export const sellerBalanceQuerySchema = z.object({ page: pageParam, per_page: perPageParam(SELLER_BALANCE_PER_PAGE) });

export const balanceEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'When the money moved (ISO 8601).' }),
    kind: z.enum(BALANCE_ENTRY_KINDS).meta({
      description:
        'Delivered (into held), returned (out of held), settled (held into available, less commission), a payout (out of available), a payout M-Pesa refused (back into available).',
    }),
    account: z.enum(['held', 'available']),
    amount: z.number().meta({ description: "Shillings; above zero is money into the shop's account, below is money out of it." }),
    order_number: z.string().nullable(),
    memo: z.string(),
  })
  .meta({ id: 'ShopBalanceEntry' });

export const sellerBalanceSchema = z
  .object({
    shop: z.object({ id: z.number().int(), name: z.string() }),
    currency: z.literal('KES'),
    held: z.number().meta({ description: 'Delivered sales buyers may still return, before commission.' }),
    available: z.number().meta({ description: 'Settled sales less commission, not paid out yet.' }),
    commission_rate: z.number().meta({ description: "The rate taken from each settled sale: the shop's own, else the marketplace's." }),
    entries: paginatorSchema(balanceEntrySchema),
  })
  .meta({ id: 'SellerBalance' });

/** `GET /seller/statements/{month}`: a month of the shop's books, as CSV (Nairobi's calendar). */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const statementParamsSchema = z.object({
  month: z
    .string()
    .regex(STATEMENT_MONTH, 'month must be a month as YYYY-MM')
    .meta({ description: 'The month, YYYY-MM, in Nairobi time.', example: '2026-11' }),
});

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export const statementQuerySchema = z.object({
  format: z
    .enum(STATEMENT_FORMATS, { error: 'format must be csv or pdf' })
    .default('csv')
    .meta({ description: 'CSV for a spreadsheet (the default), PDF to read or print.' }),
});

/** The statement's columns, in order. */
export const STATEMENT_COLUMNS = ['date', 'kind', 'order_number', 'balance', 'amount', 'memo'] as const;
