// The operator's money (issue 34, point 7; GET /admin/money): where the marketplace's money stands
// by the books (every figure a sum of the ledger), its payouts and refunds by state, and the reconciliation of each provider's ledger account with its own records.
import { z } from 'zod';
import { PAYOUT_STATES } from '../rules/payouts';

const tally = z.object({ count: z.number().int(), amount: z.number() });

export const reconciliationLineSchema = z
  .object({
    provider: z.string().meta({ description: "'daraja', 'mpesa-sandbox', 'paystack', 'paystack-sandbox', 'seed' ('test-card' in older books)." }),
    ledger: z.number().meta({ description: "What the books say is at the provider: its account's sum." }),
    records: z.number().meta({ description: "What the provider's records say: completed payments in, less completed payouts and refunds out." }),
    difference: z.number().meta({ description: 'ledger less records; anything but 0 is listed for a person to look at.' }),
  })
  .meta({ id: 'ReconciliationLine' });

export const adminPayoutSchema = z
  .object({
    id: z.number().int(),
    shop: z.object({ id: z.number().int(), name: z.string() }),
    amount: z.number(),
    status: z.enum(PAYOUT_STATES),
    receipt_number: z.string().nullable(),
    failure_reason: z.string().nullable(),
    requested_at: z.string(),
  })
  .meta({ id: 'AdminPayout' });

export const adminMoneySchema = z
  .object({
    currency: z.literal('KES'),
    balances: z.object({
      commission: z.number().meta({ description: "The marketplace's commission on settled sales." }),
      held_for_shops: z.number().meta({ description: 'Delivered sales buyers may still return, over every shop.' }),
      owed_to_shops: z.number().meta({ description: 'Settled sales not paid out yet, over every shop.' }),
      in_transit: z.number().meta({ description: 'Payouts sent to M-Pesa, not yet confirmed.' }),
      refunds_in_transit: z
        .number()
        .meta({ description: 'Refunds on their way back to an M-Pesa number or a card (or failed, waiting for the operator), not yet confirmed.' }),
      held_for_orders: z.number().meta({ description: 'Buyers’ payments for orders not delivered yet (and their shipping and tax).' }),
      owed_to_wallets: z.number().meta({ description: "Buyers' wallet balances." }),
    }),
    payouts: z.object({ pending: tally, completed: tally, failed: tally }),
    refunds: z
      .object({ pending: tally, completed: tally, failed: tally })
      .meta({ description: 'Refunds by state: pending (on their way, or waiting for the next try), completed, failed (the operator acts).' }),
    recent_payouts: z.array(adminPayoutSchema).meta({ description: 'The 20 newest payouts of every shop.' }),
    reconciliation: z.object({
      checked_at: z.string(),
      lines: z.array(reconciliationLineSchema),
      differences: z.number().int().meta({ description: 'How many providers disagree with the books.' }),
    }),
  })
  .meta({ id: 'AdminMoney' });
