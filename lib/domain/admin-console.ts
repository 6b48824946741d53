// The operator's console as the storefront reads it (issue 33): the overview's figures
// (GET /admin/overview) and the audit log's entries (GET /admin/audit).
import type { AuditAction, AuditTarget } from '@/contract/rules/audit';

/** One Nairobi day of the marketplace: orders placed, and what those paid came to (Ksh). */
export interface AdminDay {
  date: string;
  orders: number;
  sales: number;
}

export interface AdminOverview {
  today: AdminDay;
  /** The last seven days, oldest first; the last is today. */
  days: AdminDay[];
  paymentsWaiting: number;
  moneyProblems: number;
  openTickets: number;
  returnsWaiting: number;
  applicationsWaiting: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** The audit log's filters, as the page's address and the API's query both name them. */
export interface AuditFilters {
  action?: AuditAction;
  target_type?: AuditTarget;
  target_id?: number;
  actor?: string;
  from?: string;
  to?: string;
}
