'use client';
// A staff area's header (the seller centre, the operator's console): the area's name (leading to
// its overview, never to `/`, which signs a seller out), its sections with the current one marked,
// and Sign out. On a phone the sections fold behind a Menu button; from a tablet up they are shown.
import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useDisclosure } from '@/components/layout/use-disclosure';
import { useLogOut } from '@/components/layout/use-log-out';
import { SITE_NAME } from '@/lib/messages/brand';
import { staffSectionFor, type StaffLink } from './staff-links';
import styles from './staff-header.module.scss';

export interface StaffHeaderProps {
  /** The area's name beside the site's, e.g. 'Seller centre'. */
  area: string;
  /** The area's sections; the first is its overview, where the name leads. */
  links: readonly StaffLink[];
  /** Who is signed in, as shown beside Sign out. */
  userName: string;
}

export function StaffHeader({ area, links, userName }: StaffHeaderProps) {
  const pathname = usePathname();
  const menu = useDisclosure();
  const logOut = useLogOut();
  const current = staffSectionFor(links, pathname);

  return (
    <header className={styles.header}>
      <div className={styles.inner} {...menu.containerProps}>
        <Link href={links[0].href} className={styles.brand}>
          <Image src="/images/logo.svg" alt="" width={36} height={36} className={styles.mark} />
          <span className={styles.name}>
            {SITE_NAME} <span className={styles.side}>{area}</span>
          </span>
        </Link>
        <button {...menu.buttonProps} className={styles.menuButton}>
          <span>Menu</span>
          {current ? <span className={styles.menuCurrent}>{current.label}</span> : null}
        </button>
        <div {...menu.panelProps} className={menu.open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
          <nav aria-label={area}>
            <ul className={styles.links}>
              {links.map((link) => {
                const here = current?.href === link.href;
                return (
                  <li key={link.href}>
                    <Link href={link.href} className={here ? `${styles.link} ${styles.current}` : styles.link} aria-current={here ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.account}>
            <span className={styles.who}>{userName}</span>
            <button type="button" className={styles.signOut} onClick={() => void logOut()}>
              Sign out
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
