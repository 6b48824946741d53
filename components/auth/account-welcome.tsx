// The account landing's greeting: who is signed in, and the way to the main account screens.
import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import styles from './account-welcome.module.scss';

export interface AccountWelcomeProps {
  name: string;
  email: string;
  userType: 'buyer' | 'seller' | 'admin';
  /** ISO date the account was made; null when the profile could not be read. */
  joinedAt: string | null;
  /** Why some of the account could not be shown. */
  problem?: string;
}

const USER_TYPES = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

const LINKS = [
  { href: '/order-history', label: 'Order History', note: 'Your orders and their status' },
  { href: '/my-profile', label: 'Profile', note: 'Your details and account' },
  { href: '/address-book', label: 'Address Book', note: 'Where we deliver' },
  { href: '/wishlist', label: 'Wishlist', note: 'Crafts you have saved' },
] as const;


export function AccountWelcome({ name, email, userType, joinedAt, problem }: AccountWelcomeProps) {
  const joined = joinedAt ? new Date(joinedAt) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Welcome, {name}</h1>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{USER_TYPES[userType]}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{joined && joinedAt && !Number.isNaN(joined.getTime()) ? <time dateTime={joinedAt}>{formatDate(joinedAt)}</time> : '-'}</dd>
        </div>
      </dl>
      <nav aria-label="Your account">
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                <span className={styles.linkLabel}>{link.label}</span>
                <span className={styles.linkNote}>{link.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
