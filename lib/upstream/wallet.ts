// The buyer's wallet (GET /wallet): the balance (refunds of approved returns and other credits)
// and its movements, newest first.
import 'server-only';
import { z } from 'zod';
import type { Wallet, WalletMovement } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { pageSchema } from './page';

const movementSchema = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    kind: z.string(),
    description: z.string().catch(''),
    date: z.string(),
    order_number: z.string().nullable().catch(null),
  })
  .transform((m): WalletMovement => ({ id: m.id, amount: m.amount, kind: m.kind, description: m.description, date: m.date, orderNumber: m.order_number }));

const walletSchema = z.object({ balance: z.number(), currency: z.string().catch('KES'), movements: pageSchema(movementSchema) }).transform((w): Wallet => w);

export function getWallet(token: string, page: number) {
  return userCall(token, api.wallet, walletSchema, { query: { page } });
}
