'use client';
// Where in the account the buyer is: Home / My account / {page}.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { pages } from '@/lib/routing/urls';
import { accountPageFor } from './account-links';
import styles from './account-shell.module.scss';

export function AccountBreadcrumb() {
  const page = accountPageFor(usePathname());
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={pages.home}>Home</Link>
        </li>
        <li>{page?.href === pages.dashboard ? <span aria-current="page">My account</span> : <Link href={pages.dashboard}>My account</Link>}</li>
        {page && page.href !== pages.dashboard ? (
          <li>
            <span aria-current="page">{page.label}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
