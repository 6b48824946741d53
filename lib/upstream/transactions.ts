// The buyer's transactions (GET /transactions): a plain list, newest first.
import 'server-only';
import type { Transaction } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { transactionListSchema } from '@/contract/api/transactions';
import { userCall } from './client';

/** Only a path on this site is a view link; anything else is dropped rather than opened. */
const sitePath = (v: string | null) => (v && v.startsWith('/') && !v.startsWith('//') ? v : null);

const transactionsSchema = transactionListSchema.transform((list) =>
  list.map((t): Transaction => ({
    id: t.id,
    dateTime: t.dateTime,
    amount: t.amount,
    accountNo: t.accountNo,
    phone: t.phone,
    status: t.status,
    viewUrl: sitePath(t.viewUrl),
    processor: t.processor,
    receipt: t.receipt_number,
  })),
);

export function listTransactions(token: string) {
  return userCall(token, api.transactions, transactionsSchema);
}
