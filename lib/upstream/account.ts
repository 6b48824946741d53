// The account's figures in one call (GET /account/summary): the sidebar's live counts and the
// dashboard's numbers and recent activity.
import 'server-only';
import { z } from 'zod';
import type { AccountSummary } from '@/lib/domain/account';
import { paymentState } from '@/contract/rules/status';
import { api, pages } from '@/lib/routing/urls';
import { userCall } from './client';

const count = z.number().int().nonnegative().catch(0);

const activitySchema = z
  .object({
    type: z.enum(['order', 'payment', 'ticket', 'review']),
    id: z.number().int(),
    title: z.string(),
    detail: z.string().catch(''),
    amount: z.number().nullable().catch(null),
    status: z.string().nullable().catch(null),
    payment_status: z.string().nullish().catch(null),
    date: z.string(),
    href: z
      .string()
      .refine((h) => h.startsWith('/') && !h.startsWith('//'))
      .catch(pages.dashboard),
  })
  .transform(({ payment_status, ...item }) => ({
    ...item,
    // Only an order has one: where its money stands, beside its status.
    paymentState: item.type === 'order' && payment_status ? paymentState(payment_status) : null,
  }));

const summarySchema = z
  .object({
    orders: z.object({ total: count, on_the_way: count }),
    tickets: z.object({ open: count }),
    wishlist: z.object({ items: count }),
    wallet: z.object({ balance: z.number(), currency: z.string().catch('KES') }),
    reviews: z.object({ count, average_rating: z.number().nullable().catch(null) }),
    recent_activity: z.array(activitySchema).catch([]),
  })
  .transform((s): AccountSummary => ({
    orders: { total: s.orders.total, onTheWay: s.orders.on_the_way },
    openTickets: s.tickets.open,
    wishlistItems: s.wishlist.items,
    wallet: s.wallet,
    reviews: { count: s.reviews.count, averageRating: s.reviews.average_rating },
    recentActivity: s.recent_activity,
  }));

export function getAccountSummary(token: string) {
  return userCall(token, api.accountSummary, summarySchema);
}

/** The figures alone, without the recent activity (the sidebar's refresh). */
export function getAccountCounts(token: string) {
  return userCall(token, api.accountSummary, summarySchema, { query: { activity: false } });
}
