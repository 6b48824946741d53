'use client';
// The console's reviews (/admin/reviews): each review's product (a link to its page), reviewer,
// rating, text, date, open reports with their reasons and notes, and whether it is hidden (why and
// since when), with Hide or Restore in its row. A step taken is said in the live region above the
// table and the page is read again; the table stays mounted even when the last review leaves the
// view (`empty` shows then), so the message stays where it was said.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { PersonCell } from '@/components/admin-console/person-cell';
import { FormStatus } from '@/components/forms/form-status';
import { useFadingNotice } from '@/components/forms/use-form';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StarRating } from '@/components/ui/star-rating';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import { REVIEW_REPORT_REASON_LABELS } from '@/contract/rules/reviews';
import type { AdminReview } from '@/lib/domain/admin-reviews';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './admin-reviews.module.scss';
import { ReviewModeration } from './review-moderation';

interface ReviewTableProps {
  reviews: AdminReview[];
  caption: string;
  /** What shows when this page has no reviews. */
  empty: ReactNode;
}

export function ReviewTable({ reviews, caption, empty }: ReviewTableProps) {
  const router = useRouter();
  const [notice, setNotice] = useFadingNotice(undefined);

  function done(message: string) {
    setNotice(message);
    router.refresh();
  }

  return (
    <>
      <FormStatus>{notice}</FormStatus>
      {reviews.length === 0 ? (
        empty
      ) : (
        <ScrollTable>
          <table className={table.table}>
            <caption className={table.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Reviewer</th>
                <th scope="col">Review</th>
                <th scope="col">Reports</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className={table.caption}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reviews.map((review) => (
                <tr key={review.id}>
                  <th scope="row" className={table.wrap}>
                    <Link href={pages.product(review.product.id)} className={table.link}>
                      {review.product.name}
                    </Link>
                  </th>
                  <td>
                    <PersonCell person={review.reviewer} />
                  </td>
                  <td className={table.wrap}>
                    <div className={styles.review}>
                      <StarRating value={review.rating} size={14} />
                      <p className={styles.comment}>{review.comment}</p>
                      <time dateTime={review.date} className={styles.muted}>
                        {formatDate(review.date, 'medium')}
                      </time>
                    </div>
                  </td>
                  <td className={table.wrap}>
                    {review.reports.count === 0 ? (
                      <span className={styles.muted}>None</span>
                    ) : (
                      <div className={styles.reports}>
                        <strong>{review.reports.count === 1 ? '1 report' : `${review.reports.count} reports`}</strong>
                        <span>{review.reports.reasons.map((reason) => REVIEW_REPORT_REASON_LABELS[reason]).join(', ')}</span>
                        {review.reports.notes.map((note, n) => (
                          <q key={n} className={styles.muted}>
                            {note}
                          </q>
                        ))}
                      </div>
                    )}
                  </td>
                  <td className={table.wrap}>
                    {review.hidden ? (
                      <>
                        <StatusChip status="Hidden" tone="red" />
                        <p className={styles.muted}>
                          {formatDate(review.hidden.at, 'medium')}: {review.hidden.reason}
                        </p>
                      </>
                    ) : (
                      <StatusChip status="Visible" tone="green" />
                    )}
                  </td>
                  <td>
                    <ReviewModeration review={review} onDone={done} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </>
  );
}
