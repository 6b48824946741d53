import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { searchParam, type SearchParams } from '@/components/auth/search-param';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  return (
    <AuthCard title="Create your account" lead="Shop handcrafted goods from artisans across Kenya and Africa.">
      <RegisterForm redirectTo={searchParam(query.redirect) ?? null} />
    </AuthCard>
  );
}
