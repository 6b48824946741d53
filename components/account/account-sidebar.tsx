'use client';
// The account sidebar: five groups of links, the current page marked, live counts beside Track
// Order, Support Tickets and Wishlist. On a phone it folds behind a menu button; from a tablet up
// it is always shown beside the page.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { formatNumber } from '@/lib/format/count';
import { answerFetcher } from '@/lib/http/client';
import { handlers } from '@/lib/routing/urls';
import type { AccountCountsData } from './account-counts';
import { ACCOUNT_GROUPS, accountPageFor, isCurrentAccountLink, type AccountCount } from './account-links';
import styles from './account-shell.module.scss';
import { accountCountsAnswer } from '@/lib/http/answers/account';

const COUNT_NAMES: Record<AccountCount, [string, string]> = {
  onTheWay: ['order on its way', 'orders on their way'],
  openTickets: ['open ticket', 'open tickets'],
  wishlistItems: ['saved item', 'saved items'],
};

const fetchCounts = answerFetcher(accountCountsAnswer);

export function AccountSidebar({ counts: rendered }: { counts: AccountCountsData | null }) {
  const pathname = usePathname();
  // The server's counts first; asked again once mounted (the layout may come from the client
  // router's prefetch, made before the buyer's last change) and whenever a page changes one.
  const { data, mutate } = useSWR(handlers.accountCounts, fetchCounts, {
    fallbackData: rendered ?? undefined,
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });
  // A router.refresh() after a change renders the layout again: its counts are then the newest.
  // Not on mount, where they may be the prefetched ones the revalidation above replaces.
  const firstRendered = useRef(rendered);
  useEffect(() => {
    if (rendered && rendered !== firstRendered.current) void mutate(rendered, { revalidate: false });
  }, [rendered, mutate]);
  // Moving to another account page keeps this layout: ask again then too (a ticket just created,
  // an order just placed). SWR folds this into the mount's request on the first page.
  useEffect(() => {
    void mutate();
  }, [pathname, mutate]);
  const counts = data ?? rendered;
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
                    <Link
                      href={link.href}
                      className={here ? `${styles.link} ${styles.current}` : styles.link}
                      aria-current={here ? 'page' : undefined}
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
