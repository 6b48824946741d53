'use client';
// The landing page's newsletter signup: checks the address here, then POST /api/newsletter, which
// subscribes it at the API. Success and failure are announced (status and alert regions). Without
// JavaScript it is a plain form post to the same route. The rules (zod) load when the form is first
// used, not with the page: they would be most of the landing page's own JavaScript.
import { useId, useRef, useState, type FormEvent } from 'react';
import { postForm } from '@/components/auth/post-form';
import { FormError } from '@/components/ui/form-error';
import button from '@/components/ui/button.module.scss';
import { NEWSLETTER_MESSAGES, NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@/lib/validation/messages';
import styles from './newsletter-form.module.scss';

const loadRules = () => import('@/lib/validation/newsletter');

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

function initialState(outcome: NewsletterOutcome | null): State {
  if (!outcome) return { kind: 'idle' };
  return outcome === 'subscribed' ? { kind: 'done', message: NEWSLETTER_OUTCOMES.subscribed } : { kind: 'error', message: NEWSLETTER_OUTCOMES[outcome] };
}

/** `outcome`: how a form post without JavaScript ended (the route redirects back with it). */
export function NewsletterForm({ outcome = null }: { outcome?: NewsletterOutcome | null }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>(() => initialState(outcome));
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // One attempt at a time: the rules load asynchronously, so the state alone cannot guard a double submit.
  const busy = useRef(false);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const { newsletterSchema } = await loadRules();
      const parsed = newsletterSchema.safeParse({ email });
      if (!parsed.success) {
        setState({ kind: 'error', message: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail });
        inputRef.current?.focus();
        return;
      }
      setState({ kind: 'sending' });
      const answer = await postForm('/api/newsletter', parsed.data, NEWSLETTER_MESSAGES.failed);
      if (answer.ok) {
        setEmail('');
        setState({ kind: 'done', message: NEWSLETTER_MESSAGES.subscribed });
      } else {
        setState({ kind: 'error', message: answer.fieldErrors.email ?? answer.message });
      }
    } finally {
      busy.current = false;
    }
  }

  const error = state.kind === 'error' ? state.message : null;

  return (
    // Without JavaScript the browser posts the form itself; the route redirects back with the outcome.
    <form className={styles.form} method="post" action="/api/newsletter" onSubmit={subscribe} onFocus={() => void loadRules()} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={`${button.button} ${button.onDark}`} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <FormError id={errorId} className={styles.error}>
        {error}
      </FormError>
      <p role="status" className={styles.success}>
        {state.kind === 'done' ? state.message : ''}
      </p>
    </form>
  );
}
