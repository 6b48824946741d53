// The operator's money (issue 34, point 7; GET /admin/money): the balances by the books, payouts by
// state, refunds by state, the newest payouts and the reconciliation with each provider. With the
// admin's token, never cached (the figures move with every payment); anyone else gets a 403.
import 'server-only';
import type { AdminMoney } from '@/lib/domain/admin-money';
import { api } from '@/lib/routing/urls';
import { adminMoneySchema as moneyAnswer } from '@/contract/api/admin-money';
import { userCall } from './client';

const adminMoneySchema = moneyAnswer.transform((m): AdminMoney => ({
  balances: {
    commission: m.balances.commission,
    heldForShops: m.balances.held_for_shops,
    owedToShops: m.balances.owed_to_shops,
    inTransit: m.balances.in_transit,
    refundsInTransit: m.balances.refunds_in_transit,
    heldForOrders: m.balances.held_for_orders,
    owedToWallets: m.balances.owed_to_wallets,
  },
  payouts: m.payouts,
  refunds: m.refunds,
  recentPayouts: m.recent_payouts.map((p) => ({
    id: p.id,
    shop: p.shop,
    amount: p.amount,
    status: p.status,
    receiptNumber: p.receipt_number,
    failureReason: p.failure_reason,
    requestedAt: p.requested_at,
  })),
  reconciliation: { checkedAt: m.reconciliation.checked_at, lines: m.reconciliation.lines, differences: m.reconciliation.differences },
}));

export function getAdminMoney(token: string) {
  return userCall(token, api.adminMoney, adminMoneySchema);
}
