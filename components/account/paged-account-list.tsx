// A paged list of an account page (invoices, payments): the screen's message when the read failed,
// a plain empty state (with the way back to page 1 past the end), else this page's table and the
// links to the others.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { pageHref } from '@/lib/routing/search-params';
import styles from './account.module.scss';

interface PagedAccountListProps<T> {
  /** This page of the list; null when it could not be read. */
  list: { items: T[]; page: number; lastPage: number } | null;
  /** The list's address, page 1. */
  path: string;
  /** The page asked for. */
  page: number;
  failedMessage: string;
  emptyMessage: string;
  /** The table of this page's items. */
  children: (items: T[]) => ReactNode;
}

export function PagedAccountList<T>({ list, path, page, failedMessage, emptyMessage, children }: PagedAccountListProps<T>) {
  if (!list) {
    return (
      <p className={styles.problem} role="alert">
        {failedMessage}
      </p>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{emptyMessage}</p>
        {page > 1 ? <Link href={path}>Back to the first page</Link> : null}
      </div>
    );
  }
  return (
    <>
      {children(list.items)}
      <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => pageHref(path, page)} />
    </>
  );
}
