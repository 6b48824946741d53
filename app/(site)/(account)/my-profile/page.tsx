// Profile Information (spec section 2): who the buyer is to the marketplace, from GET /user/profile.
import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { formatDate } from '@/lib/format/date';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { getProfile } from '@/lib/upstream/profile';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Profile Information', robots: { index: false } };

const USER_TYPES = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

/** Permissions are snake_case at the API; people read them with spaces. */
const readablePermission = (permission: string) => permission.replace(/_/g, ' ');

export default async function MyProfilePage() {
  const session = await accountSession(pages.myProfile);
  const profile = readOrEnd(await getProfile(session.accessToken), pages.myProfile);

  if (!profile) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Profile Information</h1>
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.profileLoadFailed}
        </p>
      </div>
    );
  }

  const shownName = profile.username || profile.email;
  const active = profile.status === 'active';
  return (
    <div className={styles.page}>
      <header className={styles.headerRow}>
        <h1 className={styles.title}>Profile Information</h1>
        <Link href={pages.profileDetails}>Edit your details</Link>
      </header>
      <section className={styles.card} aria-label="Account">
        <div className={styles.identity}>
          <span className={styles.initial} aria-hidden="true">
            {shownName.charAt(0).toUpperCase()}
          </span>
          <div>
            <p className={styles.cardTitle}>{shownName}</p>
            <p className={styles.actions}>
              <StatusChip status={USER_TYPES[profile.userType]} tone="blue" />
              {active ? <StatusChip status="Active" tone="green" /> : <StatusChip status={profile.status} tone="red" />}
            </p>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Joined</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              {profile.email} {profile.emailVerifiedAt ? <StatusChip status="Verified" tone="green" /> : <StatusChip status="Not verified" tone="yellow" />}
            </dd>
          </div>
          <div>
            <dt>User ID</dt>
            <dd>{profile.id}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{formatDate(profile.updatedAt, 'dateTime')}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="role-heading">
        <h2 id="role-heading" className={styles.cardTitle}>
          Role{profile.role ? `: ${profile.role.name}` : ''}
        </h2>
        {profile.role ? (
          <>
            <p className={styles.muted}>{profile.role.description}</p>
            {profile.role.permissions.length > 0 ? (
              <ul className={styles.chips} aria-label="Permissions">
                {profile.role.permissions.map((permission) => (
                  <li key={permission}>{readablePermission(permission)}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No permissions.</p>
            )}
          </>
        ) : (
          <p className={styles.muted}>No role assigned.</p>
        )}
      </section>
    </div>
  );
}
