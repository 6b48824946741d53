import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';
import { landingAfterLogin } from '@/lib/session/redirect';
import { getSession } from '@/lib/session/session';

export const metadata: Metadata = { title: 'Log in', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const redirectTo = firstParam(query.redirect) || null;
  // Already signed in: straight on to where the login was meant to lead.
  const session = await getSession();
  if (session) redirect(landingAfterLogin(redirectTo, session.user.userType));

  return (
    <AuthCard title="Log in" lead="Welcome back to the home of Kenyan and African crafts.">
      <LoginForm redirectTo={redirectTo} expired={firstParam(query.expired) === '1'} />
    </AuthCard>
  );
}
