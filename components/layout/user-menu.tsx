'use client';
// Login, or the signed-in user's menu. It reads the session in the browser (next-auth's
// useSession), so the server-rendered header is identical for every visitor.
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';
import action from './header-action.module.scss';
import { ACCOUNT_LINKS, SELLER_CENTRE_LINK } from './nav-links';
import { useDisclosure } from './use-disclosure';
import { useLogOut } from './use-log-out';
import styles from './user-menu.module.scss';

export function UserMenu() {
  const { data: session, status } = useSession();
  const menu = useDisclosure();
  const logOut = useLogOut();

  // Holds the space while the session is asked for, so the header does not jump.
  if (status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />;

  if (!session?.user) {
    return (
      <Link href={pages.login()} className={`${button.button} ${button.primary} ${button.small} ${styles.login}`}>
        Login
      </Link>
    );
  }

  const name = (session.user.name || session.user.email).trim();
  // A seller's way back to their own side, first in the menu.
  const links = session.user.userType === 'seller' ? [SELLER_CENTRE_LINK, ...ACCOUNT_LINKS] : ACCOUNT_LINKS;
  const [firstName, ...rest] = name.split(/\s+/);
  const otherNames = rest.join(' ');
  return (
    <div className={styles.menu} {...menu.containerProps}>
      <button {...menu.buttonProps} className={action.action}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase() || <Icon name="user" size={16} />}
        </span>
        {/* The first name shows; the whole name is read. */}
        <span className={action.label}>
          <VisuallyHidden>Account menu for </VisuallyHidden>
          {firstName}
          {otherNames && <VisuallyHidden> {otherNames}</VisuallyHidden>}
        </span>
      </button>
      <div {...menu.panelProps} className={styles.panel} hidden={!menu.open}>
        <p className={styles.who}>
          <span className={styles.whoName}>{name}</span>
          {session.user.email !== name && <span className={styles.whoEmail}>{session.user.email}</span>}
        </p>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.item}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className={styles.separated}>
            <button type="button" className={styles.item} onClick={() => void logOut()}>
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
