// What the buyer bought and has not reviewed yet (GET /reviews/to-write), each linking to its
// product page's reviews, where the review is written.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { ReviewToWrite } from '@/lib/domain/account';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './reviews.module.scss';

export function ReviewsToWrite({ items }: { items: ReviewToWrite[] }) {
  return (
    <ul className={styles.toWrite} aria-label="Pieces waiting for your review">
      {items.map((item) => (
        <li key={item.productId} className={styles.toWriteItem}>
          <FallbackImage src={item.image} alt="" width={64} height={64} sizes="64px" maxWidth={256} className={styles.toWriteImage} />
          <div className={styles.body}>
            <p className={styles.productName}>{item.productName}</p>
            <p className={styles.muted}>Ordered {formatDate(item.orderedAt, 'medium')}</p>
          </div>
          <Link href={pages.productReviews(item.productId)} className={styles.writeLink}>
            Write a review<VisuallyHidden> of {item.productName}</VisuallyHidden>
          </Link>
        </li>
      ))}
    </ul>
  );
}
