// A person's page in the console (issue 33, point 2): their profile, their recent orders (each
// leading to the order's page in the console), their support tickets (each to the ticket's page),
// and the account's status history from the audit log: who changed it, when, from what to what,
// and why.
import Link from 'next/link';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import { paymentState } from '@/contract/rules/status';
import type { AdminUserOverview } from '@/lib/domain/admin-users';
import { accountStatusTone, orderStatusTone, paymentStateTone, ticketStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/count';
import { ADMIN_USER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { accountStatusLabel } from './account-status';
import styles from './users.module.scss';

const ROLE_LABELS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };

/** A recorded status as the console words it; a dash when the entry has none. */
const statusIn = (record: Record<string, unknown> | null): string => (typeof record?.status === 'string' ? accountStatusLabel(record.status) : '-');

export function UserProfileFacts({ overview }: { overview: AdminUserOverview }) {
  const { profile } = overview;
  const facts: [string, string][] = [
    ['E-mail', profile.email],
    ['Phone', profile.phone ?? '-'],
    ['M-Pesa number', profile.details.mpesa ?? '-'],
    ['Role', ROLE_LABELS[profile.userType] ?? profile.userType],
    ['Username', profile.username],
    ['Town', [profile.details.town, profile.details.country].filter(Boolean).join(', ') || '-'],
    ['Member since', formatDate(profile.createdAt)],
    ['E-mail verified', profile.emailVerifiedAt ? formatDate(profile.emailVerifiedAt) : 'Not verified'],
  ];
  return (
    <section className={styles.section} aria-labelledby="user-profile">
      <h2 id="user-profile">Profile</h2>
      <p>
        <StatusChip status={accountStatusLabel(profile.status)} tone={accountStatusTone(profile.status)} />
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function UserOrders({ overview }: { overview: AdminUserOverview }) {
  return (
    <section className={styles.section} aria-labelledby="user-orders">
      <h2 id="user-orders">Orders</h2>
      {overview.orders.length === 0 ? (
        <p className={styles.muted}>{ADMIN_USER_MESSAGES.noOrders}</p>
      ) : (
        <>
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Most recent orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col" className={table.numeric}>
                    Total
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                </tr>
              </thead>
              <tbody>
                {overview.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link href={pages.adminOrder(order.id)} className={table.link}>
                        {order.orderNumber}
                      </Link>
                    </th>
                    <td>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td className={table.numeric}>{formatKsh(order.total)}</td>
                    <td>
                      <StatusChip status={order.orderStatus} tone={orderStatusTone(order.orderStatus)} />
                    </td>
                    <td>
                      <StatusChip status={order.paymentStatus} tone={paymentStateTone(paymentState(order.paymentStatus))} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          {overview.ordersTotal > overview.orders.length ? (
            <p className={styles.muted}>
              The {overview.orders.length} most recent of {formatNumber(overview.ordersTotal)} orders.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export function UserTickets({ overview }: { overview: AdminUserOverview }) {
  return (
    <section className={styles.section} aria-labelledby="user-tickets">
      <h2 id="user-tickets">Support tickets</h2>
      {overview.tickets.length === 0 ? (
        <p className={styles.muted}>{ADMIN_USER_MESSAGES.noTickets}</p>
      ) : (
        <>
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Tickets, most recently active first</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {overview.tickets.map((ticket) => (
                  <tr key={ticket.id}>
                    <th scope="row">
                      <Link href={pages.adminTicket(ticket.id)} className={table.link}>
                        {ticket.subject}
                      </Link>
                    </th>
                    <td>
                      <StatusChip status={ticket.status} tone={ticketStatusTone(ticket.status)} />
                    </td>
                    <td>
                      <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt, 'dateTime')}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          {overview.ticketsTotal > overview.tickets.length ? (
            <p className={styles.muted}>
              The {overview.tickets.length} most recently active of {formatNumber(overview.ticketsTotal)} tickets.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export function UserStatusHistory({ overview }: { overview: AdminUserOverview }) {
  return (
    <section className={styles.section} aria-labelledby="user-history">
      <h2 id="user-history">Status history</h2>
      {overview.history.length === 0 ? (
        <p className={styles.muted}>{ADMIN_USER_MESSAGES.noHistory}</p>
      ) : (
        <ol className={styles.history} aria-label="Status changes, newest first">
          {overview.history.map((entry) => (
            <li key={entry.id}>
              <span>
                <strong>
                  {statusIn(entry.before)} → {statusIn(entry.after)}
                </strong>{' '}
                by {entry.actorEmail}
              </span>
              <time className={styles.muted} dateTime={entry.at}>
                {formatDate(entry.at, 'dateTime')}
              </time>
              {entry.reason ? <span>Reason: {entry.reason}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.muted}>
        <Link href={pages.adminAudit({ target_type: 'user', target_id: overview.profile.id })}>See these entries in the audit log</Link>
      </p>
    </section>
  );
}
