import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { RestartNotice } from '@/components/auth/restart-notice';
import { VerifyCodeForm } from '@/components/auth/verify-code-form';
import { readResetFlowCookie } from '@/lib/session/reset-flow';

export const metadata: Metadata = { title: 'Verify reset code', robots: { index: false } };

export default async function VerifyResetCodePage() {
  // The email comes from the sealed reset cookie set by the previous step, never from the URL.
  const flow = await readResetFlowCookie();
  return <AuthCard title="Enter your reset code">{flow ? <VerifyCodeForm email={flow.email} /> : <RestartNotice />}</AuthCard>;
}
