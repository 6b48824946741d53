// The console's people (issue 33, point 2). An admin searches every account by name, e-mail or
// phone, opens one person's overview (profile, recent orders, tickets, and the audit log's record
// of their account's status), and suspends, bans or reactivates the account.
//
// Phones are stored in E.164 (account/stored-phones.ts), so a search typed as the person would say
// it ("0712 345", "+254 712", "254712") is read as digits: part of the stored number, or, with the
// national 0, the start of the number after Kenya's +254.
//
// A change of status ends every session of the account at once (its tokens are revoked, and login
// refuses an account that is not active), so the person is out on their next request. Only an admin
// who is still active when the change is made may make it: checked under a lock on every admin
// row, so two admins banning each other at once cannot leave the marketplace with none (issue 30).
// With no change of one's own status allowed, the last active admin always stays.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserJson, AdminUserListQuery, AdminUserOverviewJson } from '../../../contract/api/admin';
import { normalisePhone } from '../../../contract/rules/phone';
import type { ACCOUNT_STATUSES } from '../../../contract/rules/status';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import { recordWalletMovement, walletBalance } from '../account/wallet';
import { loadCurrentUser } from '../auth/current-user';
import { revokeAllTokens } from '../auth/tokens';
import { likePattern } from '../catalog/query-input';
import type { Database } from '../db/client';
import { orders, supportTickets, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { listAudit, recordAudit, type AuditActor } from './audit';

type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** How many of a person's orders and tickets the overview shows. */
const RECENT = 10;
/** How many of the account's status changes the overview shows. */
const HISTORY = 50;
/** Fewer digits than this match too many numbers to be a phone search. */
const MIN_PHONE_DIGITS = 3;
const TYPED_PHONE = /^\+?[0-9 ().-]+$/;
/** Kenya's country code: the marketplace's phones without one are Kenyan (contract/rules/phone.ts). */
const KENYA = '+254';

const ONLY_ACTIVE_ADMINS = 'Only an active admin can change an account’s status.';
const OWN_ACCOUNT = 'You cannot change the status of your own account.';

/** The audit log's name for each change of status. */
const STATUS_ACTION = { active: 'user.reactivate', suspended: 'user.suspend', banned: 'user.ban' } as const;

/** The conditions under which a stored phone matches what was typed; none when it is no phone. */
function phoneMatches(term: string): SQL[] {
  if (!TYPED_PHONE.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const found: SQL[] = [sql`${users.phone} like ${likePattern(digits)}`];
  if (digits.startsWith('0')) found.push(sql`${users.phone} like ${`${KENYA}${digits.slice(1)}%`}`);
  const whole = normalisePhone(term);
  if (whole) found.push(eq(users.phone, whole));
  return found;
}

function searchCondition(term: string): SQL {
  const pattern = likePattern(term);
  return or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`, ...phoneMatches(term)) as SQL;
}

const toAdminUserJson = (row: typeof users.$inferSelect): AdminUserJson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.userType,
  status: row.status,
  created_at: isoDate(row.createdAt),
});

/** One page of accounts, newest first, matching the search and filters. */
export async function listAdminUsers(db: Executor, query: AdminUserListQuery) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role) conditions.push(eq(users.userType, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const { page, per_page } = query;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paginate(rows.map(toAdminUserJson), page, per_page, total);
}

/** The person's page: profile, recent orders and tickets, and their account's status history. */
export async function userOverview(db: Database, id: number): Promise<AdminUserOverviewJson> {
  const profile = await loadCurrentUser(db, id);
  if (!profile) throw notFound('User');
  const [recentOrders, [{ ordersTotal }], tickets, [{ ticketsTotal }], history] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(RECENT),
    db.select({ ordersTotal: count() }).from(orders).where(eq(orders.userId, id)),
    db
      .select({ id: supportTickets.id, subject: supportTickets.subject, status: supportTickets.status, updatedAt: supportTickets.updatedAt })
      .from(supportTickets)
      .where(eq(supportTickets.userId, id))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(RECENT),
    db.select({ ticketsTotal: count() }).from(supportTickets).where(eq(supportTickets.userId, id)),
    listAudit(db, { target_type: 'user', target_id: id, page: 1, per_page: HISTORY }),
  ]);
  return {
    profile,
    orders: recentOrders.map((o) => ({
      id: o.id,
      order_number: o.orderNumber,
      created_at: isoDate(o.createdAt),
      total: o.totalAmount,
      order_status: o.orderStatus,
      payment_status: o.financialStatus,
    })),
    orders_total: ordersTotal,
    tickets: tickets.map((t) => ({ id: t.id, subject: t.subject, status: t.status, updated_at: isoDate(t.updatedAt) })),
    tickets_total: ticketsTotal,
    history: history.data,
  };
}

/** Suspends, bans or reactivates the account, with the admin's reason (if any) in the audit entry. */
export async function changeUserStatus(db: Database, admin: AuditActor, id: number, status: AccountStatus, reason: string | null): Promise<void> {
  // An admin locking themselves out would leave nobody to undo it.
  if (id === admin.id) throw new ApiError(409, OWN_ACCOUNT);
  await db.transaction(async (tx) => {
    // In id order, so concurrent changes queue on the same first row instead of deadlocking; a
    // change that committed while we waited is what we read.
    const admins = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.userType, 'admin')).orderBy(asc(users.id)).for('update');
    if (admins.find((a) => a.id === admin.id)?.status !== 'active') throw new ApiError(403, ONLY_ACTIVE_ADMINS);
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('User');
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    if (status !== 'active') await revokeAllTokens(tx, id);
    await recordAudit(tx, admin, { action: STATUS_ACTION[status], targetId: id, before: { status: before.status }, after: { status }, reason });
  });
}

const NOT_A_BUYER = 'Wallet credit is for buyers and sellers, not admins.';

/**
 * A goodwill credit to a buyer's wallet (issue 34): paid by the marketplace (`marketplace:goodwill`),
 * shown on the buyer's statement with its reason, audited in the same transaction. Answers the
 * movement and the balance after it.
 */
export async function creditWallet(db: Database, admin: AuditActor, id: number, amount: number, reason: string) {
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select({ id: users.id, role: users.userType }).from(users).where(eq(users.id, id)).for('update');
    if (!buyer) throw notFound('User');
    if (buyer.role === 'admin') throw new ApiError(409, NOT_A_BUYER);
    const before = await walletBalance(tx, id);
    const movementId = await recordWalletMovement(tx, { userId: id, amount, kind: 'credit', description: reason, orderId: null });
    const balance = await walletBalance(tx, id);
    await recordAudit(tx, admin, { action: 'user.wallet_credit', targetId: id, before: { balance: before }, after: { balance, credit: amount }, reason });
    return { movement_id: movementId!, amount, balance };
  });
}
