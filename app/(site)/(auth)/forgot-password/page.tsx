import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Reset Password" lead="Enter the email of your account and we will send you a reset code.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
