'use client';
// The Contact form (spec section 5): name, email and message, all required. Checked here with the
// same schema the route uses, then sent through POST /api/contact to the API. The outcome is
// announced: the thank-you in a status region for 3 s, problems in the summary the fields point to.
// Without JavaScript it is a plain form post with the browser's own required-field checks; the
// route sends the browser to /contact/{outcome}, which renders this form with `outcome` set. The
// rules (zod) load when the form is first sent, not with the page.
import { useEffect, useRef, type ChangeEvent } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm, type FormControl } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { sendJson } from '@/lib/http/client';
import { CONTACT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './contact-form.module.scss';
import { CONTACT_LIMITS } from '@/contract/rules/contact-limits';
import { CONTACT_OUTCOMES, type ContactField, type ContactOutcome } from '@/lib/validation/contact-outcome';
import { messageAnswer } from '@/lib/http/answers/common';

const contactRules = async () => (await import('@/lib/validation/contact')).contactSchema;

const EMPTY: Record<ContactField, string> = { name: '', email: '', message: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
/** Spec section 5: the thank-you shows for 3 s. */
const THANKS_MS = 3000;

export function ContactForm({ outcome = null }: { outcome?: ContactOutcome | null }) {
  // One message at a time, in the summary, as the outcome pages of a post without JavaScript say it.
  const form = useForm(EMPTY, FIELDS, {
    messages: 'summary',
    notice: outcome === 'sent' ? CONTACT_OUTCOMES.sent : null,
    summary: outcome && outcome !== 'sent' ? CONTACT_OUTCOMES[outcome] : null,
    noticeMs: THANKS_MS,
  });
  const formRef = useRef<HTMLFormElement>(null);

  // Until scripts run the browser checks the required fields itself; from now on the form does it,
  // with the spec's messages.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const send = form.submitWhenValid(contactRules, async (input) => {
    const answer = await sendJson(handlers.contact, messageAnswer, { body: input }, CONTACT_MESSAGES.failed);
    if (answer.ok) {
      form.reset(EMPTY);
      form.setNotice(answer.message || CONTACT_MESSAGES.sent);
      return;
    }
    // A refused field is named by its own message; anything else by the route's.
    const first = FIELDS.find((field) => answer.fieldErrors[field]);
    form.showErrors(answer.fieldErrors, first ? answer.fieldErrors[first] : answer.message);
  });

  /** A field's props; typing a new message takes the last thank-you away. */
  function field(name: ContactField) {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<FormControl>) => {
        props.onChange(event);
        if (form.notice) form.setNotice(null);
      },
    };
  }

  return (
    <form
      ref={formRef}
      id="contact-form"
      className={`${formStyles.form} ${styles.form}`}
      method="post"
      action={handlers.contact}
      onSubmit={send}
      aria-label="Contact us"
    >
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...field('name')} label="Name" type="text" autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
      <Field {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" required maxLength={CONTACT_LIMITS.email} />
      <Field {...field('message')} as="textarea" label="Message" rows={6} required maxLength={CONTACT_LIMITS.message} />
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
