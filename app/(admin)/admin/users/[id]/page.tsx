// /admin/users/{id} (issue 33, point 2): one person's page in the console. Their profile, recent
// orders and support tickets, the account's status history, and Suspend, Ban or Reactivate (each
// confirmed, with an optional reason for the audit log). The API keeps its rules: never your own
// account, never the last active admin. A buyer's or seller's page also has "Give wallet credit"
// (issue 34, point 7): goodwill added to their wallet, audited. Per request and private; anyone but an admin gets the
// console's 403 page and this page reads nothing for them.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { UserOrders, UserProfileFacts, UserStatusHistory, UserTickets } from '@/components/admin/users/user-overview';
import { UserStatusActions } from '@/components/admin/users/user-status-actions';
import { WalletCreditForm } from '@/components/admin/users/wallet-credit-form';
import styles from '@/components/admin/users/users.module.scss';
import { isMissing, readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_USER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { getAdminUserOverview } from '@/lib/upstream/admin-users';

export const metadata: Metadata = { title: 'User', robots: { index: false } };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) notFound();
  const id = Number(raw);
  const here = pages.adminUser(id);
  const session = await adminSession(here);
  if (!session) return null;

  const result = await getAdminUserOverview(session.accessToken, id);
  if (isMissing(result)) notFound();
  const overview = readOrEnd(result, here);
  if (!overview) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>User</h1>
        <p className={styles.problem} role="alert">
          {ADMIN_USER_MESSAGES.userLoadFailed}
        </p>
      </div>
    );
  }

  const own = String(id) === session.user.id;
  return (
    <div className={styles.page}>
      <header>
        <p className={styles.muted}>
          <Link href={pages.adminUsers()}>People</Link>
        </p>
        <h1 className={styles.title}>{overview.profile.name}</h1>
      </header>
      <UserProfileFacts overview={overview} />
      <section className={styles.section} aria-labelledby="user-status">
        <h2 id="user-status">Account status</h2>
        {own ? (
          <p className={styles.muted}>This is your own account: another admin can change its status.</p>
        ) : (
          <UserStatusActions userId={id} name={overview.profile.name} status={overview.profile.status} />
        )}
      </section>
      {overview.profile.userType === 'buyer' || overview.profile.userType === 'seller' ? (
        <section className={styles.section} aria-labelledby="user-wallet-credit">
          <h2 id="user-wallet-credit">Give wallet credit</h2>
          <WalletCreditForm userId={id} name={overview.profile.name} />
        </section>
      ) : null}
      <UserStatusHistory overview={overview} />
      <UserOrders overview={overview} />
      <UserTickets overview={overview} />
    </div>
  );
}
