'use client';
// Registration (a buyer account). On success the spec's notice shows for 2.5 s, then login.
import Link from 'next/link';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { registerSchema } from '@/lib/validation/auth';
import { safeRedirect } from '@/lib/session/redirect';
import { useToast } from '@/components/ui/toast';
import { Field } from '@/components/forms/field';
import { useForm } from '@/components/forms/use-form';
import { useDelayedPush } from '@/components/forms/use-delayed-push';
import { handlers, pages } from '@/lib/routing/urls';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.scss';
import { authTimings } from './auth-timings';
import { messageAnswer } from '@/lib/http/answers/common';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterForm({ redirectTo }: { redirectTo?: string | null }) {
  const pushAfter = useDelayedPush();
  const toast = useToast();
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' }, FIELDS);
  const loginHref = pages.login(redirectTo ? safeRedirect(redirectTo) : undefined);

  const onSubmit = form.submitWhenValid(registerSchema, async (input) => {
    const answer = await form.send(handlers.register, messageAnswer, { body: input }, AUTH_MESSAGES.registerFailed);
    if (!answer) return;
    form.setDone(true);
    toast.show(AUTH_MESSAGES.registered, { durationMs: authTimings.noticeMs });
    pushAfter(loginHref, authTimings.noticeMs);
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Register"
      busyLabel="Creating account..."
      doneLabel="Redirecting..."
      after={
        <p className={styles.aside}>
          Already have an account?{' '}
          <Link href={loginHref} className={styles.link}>
            Log in
          </Link>
        </p>
      }
    >
      <Field {...form.field('name')} label="Full name" autoComplete="name" required />
      <Field {...form.field('email')} label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required />
      <Field {...form.field('password')} label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." required />
      <Field {...form.field('password_confirmation')} label="Confirm password" type="password" autoComplete="new-password" required />
    </AuthForm>
  );
}
