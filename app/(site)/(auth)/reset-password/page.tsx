import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm, type ResetLink } from '@/components/auth/new-password-form';
import { RestartNotice } from '@/components/auth/restart-notice';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';
import { readResetFlowCookie } from '@/lib/session/reset-flow';

export const metadata: Metadata = {
  title: 'Create a new password',
  robots: { index: false },
  // The page may be opened from an emailed link that carries a reset token.
  referrer: 'no-referrer',
};

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const flow = await readResetFlowCookie();
  const token = firstParam(query.token) || undefined;
  const code = token ? undefined : firstParam(query.code) || undefined;
  const queryEmail = firstParam(query.email) || undefined;

  // An emailed link proves the reset by itself; otherwise the code screen's sealed token must.
  const link: ResetLink | null = token || code ? { email: queryEmail ?? flow?.email, token, code } : null;
  const canReset = Boolean(link || flow?.token);
  const email = link ? link.email : flow?.email;

  return <AuthCard title="Create a new password">{canReset ? <NewPasswordForm email={email} link={link ?? undefined} /> : <RestartNotice />}</AuthCard>;
}
