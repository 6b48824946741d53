'use client';
// Where in the account the buyer is: Home / My account / {page}.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { accountPageFor } from './account-links';
import styles from './account-shell.module.scss';

export function AccountBreadcrumb() {
  const page = accountPageFor(usePathname());
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>{page?.href === '/dashboard' ? <span aria-current="page">My account</span> : <Link href="/dashboard">My account</Link>}</li>
        {page && page.href !== '/dashboard' ? (
          <li>
            <span aria-current="page">{page.label}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
