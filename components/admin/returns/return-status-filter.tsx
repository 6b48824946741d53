// The returns queue's filter by status: links, so each view has its own address and works without
// JavaScript. Pending is the queue itself; Approved and Rejected are what was decided.
import Link from 'next/link';
import { RETURN_STATUSES, type ReturnStatus } from '@/contract/rules/status';
import { pages } from '@/lib/routing/urls';
import styles from '@/components/seller/orders/seller-orders.module.scss';

export function ReturnStatusFilter({ current }: { current: ReturnStatus }) {
  return (
    <nav aria-label="Filter return requests by status">
      <ul className={styles.filter}>
        {RETURN_STATUSES.map((status) => (
          <li key={status}>
            <Link
              href={pages.adminReturns({ status: status === 'Pending' ? undefined : status })}
              className={styles.filterLink}
              aria-current={status === current ? 'page' : undefined}
            >
              {status}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
