// The header of every page. A server component, identical for every visitor so pages can be
// cached and shared; the per-visitor parts (cart count, user menu) and the interactive ones
// (Verify dialog, menus) are small client islands that fill themselves in the browser.
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { pages } from '@/lib/routing/urls';
import { CartBadge } from './cart-badge';
import { Logo } from './logo';
import { TRACK_LINK, WISHLIST_LINK } from './nav-links';
import { PrimaryNav } from './primary-nav';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';
import { VerifyDialog } from './verify-dialog';
import action from './header-action.module.scss';
import styles from './site-header.module.scss';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo className={styles.logo} />
        <SearchForm className={styles.search} />
        <div className={styles.actions}>
          <VerifyDialog />
          <Link href={TRACK_LINK.href} className={`${action.action} ${action.wideOnly}`}>
            <Icon name="truck" size={22} />
            <span className={action.label}>{TRACK_LINK.label}</span>
          </Link>
          <Link href={WISHLIST_LINK.href} className={`${action.action} ${action.wideOnly}`}>
            <Icon name="heart" size={22} />
            <span className={action.label}>{WISHLIST_LINK.label}</span>
          </Link>
          <Link href={pages.cart} className={action.action}>
            <Icon name="bag" size={22} />
            <span className={action.label}>Cart</span>
            <CartBadge />
          </Link>
          <UserMenu />
        </div>
        <PrimaryNav />
      </div>
    </header>
  );
}
