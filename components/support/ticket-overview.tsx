// A ticket's page's top, the buyer's and the console's alike: where it sits (`trail`), its subject
// and status, then its facts (the buyer in the console, category, priority, order, dates) and the
// opening text.
import type { ReactNode } from 'react';
import styles from '@/components/account/account.module.scss';
import { StatusChip } from '@/components/ui/status-chip';
import type { SupportTicketDetail } from '@/lib/domain/account';
import { ticketStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import support from './support.module.scss';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './ticket-labels';

interface TicketOverviewProps {
  ticket: SupportTicketDetail;
  trail: ReactNode;
  /** The order's number, or a link to it. */
  order: ReactNode;
  /** Who opened it, in the console; the buyer's own page leaves it out. */
  buyer?: ReactNode;
}

export function TicketOverview({ ticket, trail, order, buyer }: TicketOverviewProps) {
  return (
    <>
      <header className={styles.header}>
        {trail}
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{ticket.subject}</h1>
          <StatusChip status={STATUS_LABELS[ticket.status]} tone={ticketStatusTone(ticket.status)} />
        </div>
      </header>

      <section className={styles.card} aria-labelledby="ticket-details-heading">
        <h2 id="ticket-details-heading" className={styles.cardTitle}>
          Ticket #{ticket.id}
        </h2>
        <dl className={styles.facts}>
          {buyer ? (
            <div>
              <dt>Buyer</dt>
              <dd>{buyer}</dd>
            </div>
          ) : null}
          <div>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[ticket.category]}</dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{PRIORITY_LABELS[ticket.priority]}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>{order}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, 'dateTime')}</time>
            </dd>
          </div>
          <div>
            <dt>Last update</dt>
            <dd>
              <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt, 'dateTime')}</time>
            </dd>
          </div>
        </dl>
        <h3 className={styles.cardTitle}>Description</h3>
        <p className={support.description}>{ticket.description || '-'}</p>
      </section>
    </>
  );
}
