'use client';
// The account sidebar: five groups of links, the current page marked, live counts beside Track
// Order, Support Tickets and Wishlist. On a phone it folds behind a menu button; from a tablet up
// it is always shown beside the page.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { formatNumber } from '@/lib/format/count';
import { ACCOUNT_GROUPS, accountPageFor, isCurrentAccountLink, type AccountCount } from './account-links';
import styles from './account-shell.module.scss';

export type AccountCounts = Record<AccountCount, number> | null;

const COUNT_NAMES: Record<AccountCount, [string, string]> = {
  onTheWay: ['order on its way', 'orders on their way'],
  openTickets: ['open ticket', 'open tickets'],
  wishlistItems: ['saved item', 'saved items'],
};

export function AccountSidebar({ counts }: { counts: AccountCounts }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const current = accountPageFor(pathname);

  return (
    <div className={styles.sidebar}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={navId} onClick={() => setOpen((o) => !o)}>
        <span>Account pages</span>
        {current ? <span className={styles.menuCurrent}>{current.label}</span> : null}
      </button>
      <nav id={navId} aria-label="Account" className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
        {ACCOUNT_GROUPS.map((group) => (
          <section key={group.title} className={styles.group}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => {
                const here = isCurrentAccountLink(pathname, link.href);
                const value = link.count && counts ? counts[link.count] : null;
                return (
                  <li key={link.href}>
                    <Link href={link.href} className={here ? `${styles.link} ${styles.current}` : styles.link} aria-current={here ? 'page' : undefined}
                      // A link followed on a phone closes the menu.
                      onClick={() => setOpen(false)}
                    >
                      <span>{link.label}</span>
                      {value ? (
                        <span className={styles.badge}>
                          {formatNumber(value)}
                          <span className={styles.hidden}> {COUNT_NAMES[link.count!][value === 1 ? 0 : 1]}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
