'use client';
// The landing page's newsletter signup: checks the address here, then POST /api/newsletter, which
// subscribes it at the API. Success and failure are announced (status and alert regions). Without
// JavaScript it is a plain form post to the same route. The rules (zod) load when the form is first
// used, not with the page: they would be most of the landing page's own JavaScript.
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import { sendJson } from '@/lib/http/client';
import { NEWSLETTER_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './newsletter-form.module.scss';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@/lib/validation/newsletter-outcome';
import { messageAnswer } from '@/lib/http/answers/common';

const loadRules = () => import('@/lib/validation/newsletter');
const newsletterRules = async () => (await loadRules()).newsletterSchema;

const FIELDS = ['email'] as const;

/** What a form post without JavaScript ended with, as the form's first messages. */
function firstMessages(outcome: NewsletterOutcome | null) {
  if (!outcome) return {};
  if (outcome === 'subscribed') return { notice: NEWSLETTER_OUTCOMES.subscribed };
  const message = NEWSLETTER_OUTCOMES[outcome];
  return { summary: message, errors: outcome === 'failed' ? {} : { email: message } };
}

/** `outcome`: how a form post without JavaScript ended (the route redirects back with it). */
export function NewsletterForm({ outcome = null }: { outcome?: NewsletterOutcome | null }) {
  // One field: its message is the form's one message, under the field.
  const form = useForm({ email: '' }, FIELDS, { messages: 'summary', ...firstMessages(outcome) });

  const subscribe = form.submitWhenValid(newsletterRules, async (input) => {
    const answer = await sendJson(handlers.newsletter, messageAnswer, { body: input }, NEWSLETTER_MESSAGES.failed);
    if (!answer.ok) {
      form.showErrors(answer.fieldErrors, answer.fieldErrors.email ?? answer.message);
      return;
    }
    form.reset({ email: '' });
    form.setNotice(NEWSLETTER_MESSAGES.subscribed);
  });

  return (
    // Without JavaScript the browser posts the form itself; the route redirects back with the outcome.
    <form className={styles.form} method="post" action={handlers.newsletter} onSubmit={subscribe} onFocus={() => void loadRules()} noValidate>
      <Field
        {...form.field('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        className={styles.input}
        beside={
          <button type="submit" className={`${button.button} ${button.onDark}`} disabled={form.busy}>
            {form.busy ? 'Subscribing...' : 'Subscribe'}
          </button>
        }
      />
      <FormSummary id={form.summaryId} message={form.summary} className={styles.error} />
      <FormStatus className={styles.success}>{form.notice}</FormStatus>
    </form>
  );
}
