'use client';
// Login, or the signed-in user's menu. It reads the session in the browser (next-auth's
// useSession), so the server-rendered header is identical for every visitor.
import Link from 'next/link';
import { signOut, useSession } from 'next-auth/react';
import { Icon } from '@/components/ui/icon';
import { sendJson } from '@/lib/http/client';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { announceSessionChange } from '@/lib/session/announce';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import button from '@/components/ui/button.module.scss';
import { handlers, pages } from '@/lib/routing/urls';
import action from './header-action.module.scss';
import { ACCOUNT_LINKS } from './nav-links';
import { useDisclosure } from './use-disclosure';
import styles from './user-menu.module.scss';
import { cartClearedAnswer } from '@/lib/http/answers/cart';

export function UserMenu() {
  const { data: session, status } = useSession();
  const menu = useDisclosure();

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
  // The cart cookie goes too, so the next person on a shared browser does not see this buyer's
  // cart (it stays at the API and comes back at their next login).
  const logOut = async () => {
    // Whatever it answers, the logout goes on.
    await sendJson(handlers.cart, cartClearedAnswer, { method: 'DELETE' }, CART_MESSAGES.clearFailed);
    // signOut() sets the new address and returns before the page goes: the other open tabs are told
    // the way a login tells them (next-auth's own message can be lost within a second).
    await signOut({ callbackUrl: '/' });
    announceSessionChange('signOut');
  };
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
          {ACCOUNT_LINKS.map((link) => (
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
