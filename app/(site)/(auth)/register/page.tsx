import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  return (
    <AuthCard title="Create your account" lead="Shop handcrafted goods from artisans across Kenya and Africa.">
      <RegisterForm redirectTo={firstParam(query.redirect) || null} />
    </AuthCard>
  );
}
