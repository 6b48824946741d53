// The operator's console's reads (issue 33): the overview (GET /admin/overview) and a page of the
// audit log (GET /admin/audit). Every call carries the admin's token and is never cached; anyone
// else's token gets a 403 from the API.
import 'server-only';
import type { AdminOverview, AuditEntry, AuditFilters } from '@/lib/domain/admin-console';
import { api } from '@/lib/routing/urls';
import { adminOverviewSchema as overviewAnswer } from '@/contract/api/admin-overview';
import { auditEntrySchema as entryAnswer } from '@/contract/api/admin-audit';
import { userCall } from './client';
import { pageSchema } from './page';

const adminOverviewSchema = overviewAnswer.transform((o): AdminOverview => ({
  today: o.today,
  days: o.days,
  paymentsWaiting: o.payments_waiting,
  moneyProblems: o.money_problems,
  openTickets: o.open_tickets,
  returnsWaiting: o.returns_waiting,
  applicationsWaiting: o.applications_waiting,
}));

/** An audit entry as the console shows it (the log, and a person's status history). */
export const auditEntrySchema = entryAnswer.transform((e): AuditEntry => ({
  id: e.id,
  at: e.at,
  actorEmail: e.actor.email,
  action: e.action,
  targetType: e.target_type,
  targetId: e.target_id,
  before: e.before,
  after: e.after,
  reason: e.reason,
}));

export function getAdminOverview(token: string) {
  return userCall(token, api.adminOverview, adminOverviewSchema);
}

export function listAuditEntries(token: string, filters: AuditFilters, page: number) {
  return userCall(token, api.adminAudit, pageSchema(auditEntrySchema), { query: { ...filters, page } });
}
