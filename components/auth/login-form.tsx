'use client';
// Login by email or phone: next-auth's credentials provider checks them at the API. Its error is
// already the text to show (the API's joined list, else its message, else 'Login failed').
import Link from 'next/link';
import { getSession, signIn } from 'next-auth/react';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { announceSessionChange } from '@/lib/session/announce';
import { loginSchema } from '@/lib/validation/auth';
import { landingAfterLogin, safeRedirect } from '@/lib/session/redirect';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import { pages } from '@/lib/routing/urls';
import { loadPage } from './load-page';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import styles from './auth-form.module.scss';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  /** Where to go after login, from `?redirect=` (checked again here: same-site paths only). */
  redirectTo?: string | null;
  /** `?expired=1`: the API ended the previous session. */
  expired?: boolean;
}

export function LoginForm({ redirectTo, expired = false }: LoginFormProps) {
  const form = useForm({ email: '', password: '' }, FIELDS);
  const target = safeRedirect(redirectTo);
  const registerHref = pages.register(redirectTo ? target : undefined);

  const onSubmit = form.submitWhenValid(loginSchema, async (input) => {
    let error: string | null = null;
    try {
      const result = await signIn('credentials', { email: input.email, password: input.password, redirect: false });
      if (!result?.ok || result.error) error = result?.error || AUTH_MESSAGES.loginFailed;
    } catch {
      error = AUTH_MESSAGES.loginFailed;
    }
    if (error) {
      form.showErrors({}, error);
      return;
    }
    form.setDone(true);
    // The guest cart joins the buyer's saved cart before the next page reads it.
    await mergeGuestCart();
    // next-auth's signIn() tells no other tab: this tab reads its session, and the other open tabs
    // of the site hear of it at once, focused or not, and read theirs again.
    const session = await getSession();
    announceSessionChange('signIn');
    // A full load, not the client router: what the router holds was fetched signed out (a
    // prefetched account link in the header is a redirect to this very page), and would send
    // the buyer straight back here. A seller lands in the seller centre (lib/session/redirect.ts).
    loadPage(landingAfterLogin(redirectTo, session?.user.userType));
  });

  const pending = form.busy || form.done;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <FormStatus>{expired ? AUTH_MESSAGES.sessionEnded : null}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('email')} label="Email or phone" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <Field {...form.field('password')} label="Password" type="password" autoComplete="current-password" required />
      <div className={styles.row}>
        <Link href={pages.forgotPassword} className={styles.link}>
          Forgot password?
        </Link>
      </div>
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={pending}>
        {pending ? 'Logging in...' : 'Log in'}
      </button>
      <p className={styles.aside}>
        New here?{' '}
        <Link href={registerHref} className={styles.link}>
          Register
        </Link>
      </p>
    </form>
  );
}
