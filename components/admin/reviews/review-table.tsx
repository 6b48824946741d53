'use client';
// The console's reviews (/admin/reviews): each review's product (a link to its page), reviewer,
// rating, text, date, open reports with their reasons and notes, and whether it is hidden (why and
// since when), with Hide or Restore in its row. A step taken is said in the live region above the
// table and the page is read again; the table stays mounted even when the last review leaves the
// view (`empty` shows then), so the message stays where it was said.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PersonCell } from '@/components/admin-console/person-cell';
import { useStepDone } from '@/components/admin-console/use-step-done';
import { FormStatus } from '@/components/forms/form-status';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { StarRating } from '@/components/ui/star-rating';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import { REVIEW_REPORT_REASON_LABELS } from '@/contract/rules/reviews';
import type { AdminReview } from '@/lib/domain/admin-reviews';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './admin-reviews.module.scss';
import { ReviewModeration } from './review-moderation';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Product' },
  { label: 'Reviewer' },
  { label: 'Review' },
  { label: 'Reports' },
  { label: 'State' },
  { label: 'Actions', hidden: true },
];

interface ReviewTableProps {
  reviews: AdminReview[];
  caption: string;
  /** What shows when this page has no reviews. */
  empty: ReactNode;
}

export function ReviewTable({ reviews, caption, empty }: ReviewTableProps) {
  const [notice, done] = useStepDone();

  return (
    <>
      <FormStatus>{notice}</FormStatus>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={reviews}
        empty={empty}
        row={(review) => (
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
        )}
      />
    </>
  );
}
