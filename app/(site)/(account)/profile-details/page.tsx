// User Details: the buyer's profile table with an Edit form. The old admin view of another account
// (?user={id}) moved to the operator's console: that address redirects to the person's page there,
// which checks the role (anyone but an admin gets its 403 page).
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ProfileDetails } from '@/components/account/profile-details';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';
import { getProfile } from '@/lib/upstream/profile';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'User Details', robots: { index: false } };

export default async function ProfileDetailsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const asked = firstParam((await searchParams).user);
  if (/^\d{1,10}$/.test(asked) && Number(asked) > 0) permanentRedirect(pages.adminUser(Number(asked)));

  const here = pages.profileDetails;
  const session = await accountSession(here);
  const profile = readOrEnd(await getProfile(session.accessToken), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>User Details</h1>
      </header>
      {profile ? (
        <ProfileDetails details={profile.details} />
      ) : (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.profileLoadFailed}
        </p>
      )}
    </div>
  );
}
