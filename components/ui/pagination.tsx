// Page links (Previous, numbers with a window of 2 around the current page plus first and last,
// Next). Links, not buttons: every page of a listing has its own crawlable URL.
import Link from 'next/link';
import { pageWindow } from '@/lib/catalog/listing-query';
import styles from './pagination.module.scss';

interface PaginationProps {
  page: number;
  lastPage: number;
  /** The href of a page number (page 1 should have no `page` parameter). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Nothing when there is only one page (spec: pagination only when more than one page). */
export function Pagination({ page, lastPage, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, page), lastPage);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} className={styles.step} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(current, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true" />
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link href={hrefFor(current + 1)} className={styles.step} rel="next">
              Next
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
