// The console's people (issue 33, point 2) as its pages show them: a row of the search, and one
// person's overview (profile, recent orders and tickets, the account's status history).
import type { UserRole } from '@/contract/api/admin';
import type { TICKET_STATUSES } from '@/contract/rules/tickets';
import type { AccountProfile, AccountStatus } from './account';
import type { AuditEntry } from './admin-console';

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  /** E.164, as stored. */
  phone: string | null;
  role: UserRole;
  status: AccountStatus;
  createdAt: string;
}

export interface AdminUserOrder {
  id: number;
  orderNumber: string;
  createdAt: string;
  total: number;
  orderStatus: string;
  /** The order's financial status (pending, paid, refunded, ...). */
  paymentStatus: string;
}

export interface AdminUserTicket {
  id: number;
  subject: string;
  status: (typeof TICKET_STATUSES)[number];
  updatedAt: string;
}

export interface AdminUserOverview {
  profile: AccountProfile;
  orders: AdminUserOrder[];
  ordersTotal: number;
  tickets: AdminUserTicket[];
  ticketsTotal: number;
  /** The account's changes of status, newest first. */
  history: AuditEntry[];
}

/** What the console's search asks for. */
export interface AdminUserQuery {
  q?: string;
  status?: AccountStatus;
  page: number;
}
