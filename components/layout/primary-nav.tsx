'use client';
// The secondary nav (Marketplace ... More) and, below 768 px, the Menu button that shows it.
// A client island for two small jobs: aria-current from the path, and the mobile toggle.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Icon, type IconName } from '@/components/ui/icon';
import { MoreMenu } from './more-menu';
import { isCurrentPath, PRIMARY_LINKS, TRACK_LINK, WISHLIST_LINK } from './nav-links';
import { useDisclosure } from './use-disclosure';
import styles from './primary-nav.module.scss';

const PHONE_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: TRACK_LINK.href, label: 'Track order', icon: 'truck' },
  { href: WISHLIST_LINK.href, label: WISHLIST_LINK.label, icon: 'heart' },
];

export function PrimaryNav() {
  const pathname = usePathname();
  const menu = useDisclosure();

  return (
    // display: contents, so the button and the nav take their own places in the header's grid.
    <div className={styles.root} {...menu.containerProps}>
      <button {...menu.buttonProps} className={styles.menuButton}>
        <Icon name={menu.open ? 'close' : 'menu'} size={22} />
        <span className={styles.menuLabel}>Menu</span>
      </button>
      <nav aria-label="Main" {...menu.panelProps} className={styles.nav} data-open={menu.open ? 'true' : 'false'}>
        <ul className={styles.list}>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link} aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <MoreMenu pathname={pathname} linkClassName={styles.link} />
          </li>
        </ul>
        {/* On phones the header keeps only Verify, Cart and the account; these move here. */}
        <ul className={styles.extra}>
          {PHONE_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link} aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}>
                <Icon name={link.icon} size={18} />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
