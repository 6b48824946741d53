// The console's reviews views: links, so each view has its own address and works without
// JavaScript. Recent is every review; Reported those buyers reported; Hidden those an admin hid.
import Link from 'next/link';
import { ADMIN_REVIEW_FILTERS, type AdminReviewFilter } from '@/contract/rules/reviews';
import { pages } from '@/lib/routing/urls';
import styles from '@/components/seller/orders/seller-orders.module.scss';

const LABELS: Record<AdminReviewFilter, string> = { recent: 'Recent', reported: 'Reported', hidden: 'Hidden' };

export function ReviewFilter({ current }: { current: AdminReviewFilter }) {
  return (
    <nav aria-label="Show reviews">
      <ul className={styles.filter}>
        {ADMIN_REVIEW_FILTERS.map((filter) => (
          <li key={filter}>
            <Link href={pages.adminReviews({ filter })} className={styles.filterLink} aria-current={filter === current ? 'page' : undefined}>
              {LABELS[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
