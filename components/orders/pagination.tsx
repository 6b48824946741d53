// Previous, numbered pages and Next as plain links (`?page=n`), shown only when there is more
// than one page. Works without JavaScript.
import Link from 'next/link';
import styles from './orders.module.scss';

interface PaginationProps {
  basePath: string;
  page: number;
  lastPage: number;
  /** Pages shown either side of the current one. */
  window?: number;
}

export function Pagination({ basePath, page, lastPage, window = 2 }: PaginationProps) {
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  const from = Math.max(1, page - window);
  const to = Math.min(lastPage, page + window);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);

  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.pageLink} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={styles.pageDisabled} aria-hidden="true">
          Previous
        </span>
      )}
      <ul className={styles.pageList}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              className={n === page ? `${styles.pageLink} ${styles.current}` : styles.pageLink}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < lastPage ? (
        <Link href={href(page + 1)} className={styles.pageLink} rel="next">
          Next
        </Link>
      ) : (
        <span className={styles.pageDisabled} aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}
