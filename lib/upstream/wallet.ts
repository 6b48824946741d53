// The buyer's wallet (GET /wallet): the balance (refunds of approved returns and other credits)
// and its movements, newest first.
import 'server-only';
import type { Wallet, WalletMovement } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { walletMovementSchema, walletSchema } from '@/contract/api/wallet';
import { userCall } from './client';
import { pageSchema } from './page';

const movementSchema = walletMovementSchema.transform((m): WalletMovement => ({
  id: m.id,
  amount: m.amount,
  kind: m.kind,
  description: m.description,
  date: m.date,
  orderNumber: m.order_number,
}));

// The contract's wallet, its movements (the contract's paginator) read as the app's Page.
const walletAnswer = walletSchema.extend({ movements: pageSchema(movementSchema) }).transform((w): Wallet => w);

export function getWallet(token: string, page: number) {
  return userCall(token, api.wallet, walletAnswer, { query: { page } });
}
