// User Details: the buyer's profile table with an Edit form. An admin may open another account's
// details (?user={id}) to suspend, ban or reactivate it; for anyone else that query is ignored.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProfileDetails } from '@/components/account/profile-details';
import styles from '@/components/account/account.module.scss';
import { accountSession, isMissing, readOrEnd } from '@/lib/account/load';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { getProfile, getUserProfile } from '@/lib/upstream/profile';
import type { SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'User Details', robots: { index: false } };

export default async function ProfileDetailsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).user;
  const asked = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const here = pages.profileDetails(asked ?? undefined);
  const session = await accountSession(here);
  const other = asked !== null && session.user.userType === 'admin' && String(asked) !== session.user.id ? asked : null;

  const result = other === null ? await getProfile(session.accessToken) : await getUserProfile(session.accessToken, other);
  if (other !== null && isMissing(result)) notFound();
  const profile = readOrEnd(result, here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{other === null ? 'User Details' : `User Details: ${profile?.name ?? `user ${other}`}`}</h1>
      </header>
      {profile ? (
        <ProfileDetails details={profile.details} adminFor={other === null ? null : { userId: other }} />
      ) : (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.profileLoadFailed}
        </p>
      )}
    </div>
  );
}
