// The seller's shop's money (GET /seller/balance): held, available, the commission rate and the
// entries of the shop's accounts, newest first; and a month's statement as the API's CSV or PDF
// (GET /seller/statements/{month}). With the seller's token, never cached.
import 'server-only';
import type { BalanceEntry, SellerBalance } from '@/lib/domain/seller-balance';
import { api } from '@/lib/routing/urls';
import { balanceEntrySchema, sellerBalanceSchema as balanceAnswer } from '@/contract/api/seller-balance';
import { userCall, userDownload } from './client';
import { pageSchema } from './page';

const entrySchema = balanceEntrySchema.transform((e): BalanceEntry => ({
  id: e.id,
  at: e.at,
  kind: e.kind,
  account: e.account,
  amount: e.amount,
  orderNumber: e.order_number,
  memo: e.memo,
}));

const sellerBalanceSchema = balanceAnswer
  .extend({ entries: pageSchema(entrySchema) })
  .transform((b): SellerBalance => ({ shop: b.shop, held: b.held, available: b.available, commissionRate: b.commission_rate, entries: b.entries }));

export function getSellerBalance(token: string, page: number) {
  return userCall(token, api.sellerBalance, sellerBalanceSchema, { query: { page } });
}

/** A month (YYYY-MM) of the shop's books as CSV or PDF. */
export function downloadStatement(token: string, month: string, format: 'csv' | 'pdf') {
  return userDownload(token, api.sellerStatement(month, format));
}
