// The Contact messages' tabs by state: links, so each has its own address and works without
// JavaScript. Unread is the list itself.
import Link from 'next/link';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@/contract/rules/contact-messages';
import { pages } from '@/lib/routing/urls';
import styles from '@/components/seller/orders/seller-orders.module.scss';
import { CONTACT_STATUS_LABELS } from './contact-labels';

export function ContactStatusFilter({ current }: { current: ContactMessageStatus }) {
  return (
    <nav aria-label="Filter messages by state">
      <ul className={styles.filter}>
        {CONTACT_MESSAGE_STATUSES.map((status) => (
          <li key={status}>
            <Link
              href={pages.adminMessages({ status: status === 'unread' ? undefined : status })}
              className={styles.filterLink}
              aria-current={status === current ? 'page' : undefined}
            >
              {CONTACT_STATUS_LABELS[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
