// The console's people (issue 33, point 2), read and written with the admin's token: the search
// (GET /admin/users), one person's overview (GET /admin/users/{id}/overview) and a change of an
// account's status with its reason (PATCH /admin/users/{id}/status; suspending or banning ends
// the person's sessions), and a goodwill credit to a buyer's or seller's wallet (POST
// /admin/users/{id}/wallet-credits, audited). The API checks the role on every call. Never cached.
import 'server-only';
import { z } from 'zod';
import { adminUserOverviewSchema, adminUserSchema, walletCreditSchema, type accountStatusBodySchema, type walletCreditBodySchema } from '@/contract/api/admin';
import type { AccountStatus } from '@/lib/domain/account';
import type { AdminUser, AdminUserOverview, AdminUserQuery } from '@/lib/domain/admin-users';
import type { Page } from '@/lib/domain/catalog';
import { api } from '@/lib/routing/urls';
import { auditEntrySchema } from './admin-console';
import { userCall, type UpstreamResult } from './client';
import { pageSchema } from './page';
import { toAccountProfile } from './profile';

const userPageSchema = pageSchema(
  adminUserSchema.transform((u): AdminUser => ({
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.status,
    createdAt: u.created_at,
  })),
);

const overviewSchema = adminUserOverviewSchema.extend({ history: z.array(auditEntrySchema) }).transform((o): AdminUserOverview => ({
  profile: toAccountProfile(o.profile),
  orders: o.orders.map((order) => ({
    id: order.id,
    orderNumber: order.order_number,
    createdAt: order.created_at,
    total: order.total,
    orderStatus: order.order_status,
    paymentStatus: order.payment_status,
  })),
  ordersTotal: o.orders_total,
  tickets: o.tickets.map((t) => ({ id: t.id, subject: t.subject, status: t.status, updatedAt: t.updated_at })),
  ticketsTotal: o.tickets_total,
  history: o.history,
}));

/** A page of accounts, newest first, matching the search (name, e-mail or phone) and status. */
export function listAdminUsers(token: string, query: AdminUserQuery): Promise<UpstreamResult<Page<AdminUser>>> {
  return userCall(token, api.adminUsers, userPageSchema, { query: { q: query.q, status: query.status, page: query.page } });
}

/** One person's page; a 404 when there is no such account. */
export function getAdminUserOverview(token: string, id: number): Promise<UpstreamResult<AdminUserOverview>> {
  return userCall(token, api.adminUserOverview(id), overviewSchema);
}

/** Suspend, ban or reactivate an account, with the reason kept in the audit log. */
export function setUserStatus(token: string, userId: number, status: AccountStatus, reason?: string) {
  return userCall(token, api.userStatus(userId), z.unknown(), {
    method: 'PATCH',
    body: { status, reason } satisfies z.input<typeof accountStatusBodySchema>,
  });
}

/** Credits the person's wallet from the marketplace; the answer's balance is the wallet's after it. A 409 for an admin's account. */
export function giveWalletCredit(token: string, userId: number, input: z.output<typeof walletCreditBodySchema>) {
  return userCall(token, api.adminWalletCredits(userId), walletCreditSchema, {
    method: 'POST',
    body: input satisfies z.input<typeof walletCreditBodySchema>,
  });
}
