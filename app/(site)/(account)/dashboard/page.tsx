import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountWelcome } from '@/components/auth/account-welcome';
import { requireUser, sessionExpiredUrl } from '@/lib/session/session';
import { getProfile } from '@/lib/upstream/auth';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default async function DashboardPage() {
  const session = await requireUser('/dashboard');
  const profile = await getProfile(session.accessToken);

  if (!profile.ok) {
    // The API no longer accepts this session's token: end it and log in again.
    if (profile.error.kind === 'http' && profile.error.status === 401) redirect(sessionExpiredUrl('/dashboard'));
    // Still signed in: greet from the session and say the rest could not load.
    return (
      <AccountWelcome
        name={session.user.name}
        email={session.user.email}
        userType={session.user.userType}
        joinedAt={null}
        problem="Failed to load profile."
      />
    );
  }

  const user = profile.data;
  return (
    <AccountWelcome name={user.name || user.username} email={user.email} userType={user.user_type} joinedAt={user.created_at} />
  );
}
