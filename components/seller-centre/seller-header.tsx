'use client';
// The seller centre's header: its own name (leading to the overview, never to `/`, which signs a
// seller out), the four sections with the current one marked, and Sign out. On a phone the
// sections fold behind a Menu button; from a tablet up they are always shown.
import Image from 'next/image';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useDisclosure } from '@/components/layout/use-disclosure';
import { useLogOut } from '@/components/layout/use-log-out';
import { SITE_NAME } from '@/lib/messages/brand';
import { pages } from '@/lib/routing/urls';
import { SELLER_CENTRE_LINKS, sellerSectionFor } from './seller-links';
import styles from './seller-header.module.scss';

export function SellerHeader({ sellerName }: { sellerName: string }) {
  const pathname = usePathname();
  const menu = useDisclosure();
  const logOut = useLogOut();
  const current = sellerSectionFor(pathname);

  return (
    <header className={styles.header}>
      <div className={styles.inner} {...menu.containerProps}>
        <Link href={pages.sellerCentre} className={styles.brand}>
          <Image src="/images/logo.svg" alt="" width={36} height={36} className={styles.mark} />
          <span className={styles.name}>
            {SITE_NAME} <span className={styles.side}>Seller centre</span>
          </span>
        </Link>
        <button {...menu.buttonProps} className={styles.menuButton}>
          <span>Menu</span>
          {current ? <span className={styles.menuCurrent}>{current.label}</span> : null}
        </button>
        <div {...menu.panelProps} className={menu.open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
          <nav aria-label="Seller centre">
            <ul className={styles.links}>
              {SELLER_CENTRE_LINKS.map((link) => {
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
            <span className={styles.who}>{sellerName}</span>
            <button type="button" className={styles.signOut} onClick={() => void logOut()}>
              Sign out
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
