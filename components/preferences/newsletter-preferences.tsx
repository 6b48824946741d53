'use client';
// Newsletter Preferences (spec section 3) on the public /newsletter page. The page is the same
// document for every visitor, so this island asks in the browser: who is signed in (next-auth's
// useSession), then the buyer's four switches (GET /api/newsletter/preferences), saved with PUT.
// A visitor who is not signed in is offered login, coming back here.
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import useSWR from 'swr';
import button from '@/components/ui/button.module.scss';
import type { NewsletterPreferences as Preferences } from '@/lib/domain/account';
import { sendJson } from '@/lib/http/client';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import { NEWSLETTER_OPTIONS } from './preference-options';
import { PreferencesForm } from './preferences-form';
import styles from './preferences.module.scss';
import { newsletterPreferencesAnswer, newsletterPreferencesSavedAnswer } from '@/lib/http/answers/preferences';

/** The handler said 401: the session is over (or never reached the server). */
class SignedOutError extends Error {}

async function fetchPreferences(url: string): Promise<Preferences> {
  const answer = await sendJson(url, newsletterPreferencesAnswer, {}, PREFERENCE_MESSAGES.loadFailed);
  if (answer.status === 401) throw new SignedOutError(answer.message);
  if (!answer.ok) throw new Error(answer.message);
  return answer.data.preferences;
}

function SignInPrompt() {
  return (
    <p className={styles.signIn}>
      {PREFERENCE_MESSAGES.signInPrompt}{' '}
      <Link href={pages.login(pages.newsletter)} className={`${button.button} ${button.secondary} ${button.small}`}>
        Log in for preferences
      </Link>
    </p>
  );
}

export function NewsletterPreferences() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { data, error, mutate, isValidating } = useSWR(signedIn ? handlers.newsletterPreferences : null, fetchPreferences, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  if (status === 'loading') {
    return (
      <>
        <p className={styles.muted} aria-busy="true">
          {PREFERENCE_MESSAGES.loading}
        </p>
        <noscript>
          <p>Choosing your newsletters needs JavaScript; the subscription above works without it.</p>
        </noscript>
      </>
    );
  }
  if (!signedIn || error instanceof SignedOutError) return <SignInPrompt />;
  if (error) {
    return (
      <div className={styles.problem}>
        <p role="alert">{PREFERENCE_MESSAGES.loadFailed}</p>
        <button type="button" className={`${button.button} ${button.secondary} ${button.small}`} onClick={() => void mutate()} disabled={isValidating}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className={styles.muted} aria-busy="true">
        {PREFERENCE_MESSAGES.loading}
      </p>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        For <strong>{data.email}</strong>
        {data.subscribed ? ', subscribed.' : ', not subscribed yet: saving subscribes this address.'}
      </p>
      <PreferencesForm
        key={data.email}
        legend="Newsletter emails"
        options={NEWSLETTER_OPTIONS}
        initial={data}
        url={handlers.newsletterPreferences}
        answer={newsletterPreferencesSavedAnswer}
        savedOf={(saved) => saved.preferences}
        submitLabel="Save preferences"
        loginHref={pages.login(pages.newsletter)}
        onSaved={(saved) => void mutate({ ...data, ...saved, subscribed: !saved.unsubscribe }, { revalidate: false })}
      />
    </div>
  );
}
