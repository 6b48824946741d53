'use client';
// The Contact form (spec section 5): name, email and message, all required. Checked here with the
// same schema the route uses, then sent through POST /api/contact to the API. The outcome is
// announced: the thank-you in a status region, problems in an alert tied to the fields. Without
// JavaScript it is a plain form post with the browser's own required-field checks; the route sends
// the browser to /contact/{outcome}, which renders this form with `outcome` set. The rules (zod)
// load when the form is first sent, not with the page.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { postForm } from '@/components/auth/post-form';
import { FormError } from '@/components/ui/form-error';
import button from '@/components/ui/button.module.scss';
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_OUTCOMES, type ContactField, type ContactOutcome } from '@/lib/validation/contact-messages';
import styles from './contact-form.module.scss';

const loadRules = () => import('@/lib/validation/contact');

type ContactValues = Record<ContactField, string>;

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string; fields: ContactField[] };

const EMPTY: ContactValues = { name: '', email: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'message'];

function initialState(outcome: ContactOutcome | null): State {
  if (!outcome) return { kind: 'idle' };
  if (outcome === 'sent') return { kind: 'sent', message: CONTACT_OUTCOMES.sent };
  return { kind: 'error', message: CONTACT_OUTCOMES[outcome], fields: [] };
}

export function ContactForm({ outcome = null }: { outcome?: ContactOutcome | null }) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [state, setState] = useState<State>(() => initialState(outcome));
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  // One attempt at a time: the rules load asynchronously, so the state alone cannot guard a double submit.
  const busy = useRef(false);

  // Until scripts run the browser checks the required fields itself; from now on the form does it,
  // with the spec's messages.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.kind === 'sent') setState({ kind: 'idle' });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const { contactSchema } = await loadRules();
      const parsed = contactSchema.safeParse(values);
      if (!parsed.success) {
        // Every field the check is about, in form order (each empty one for 'fill in all fields').
        const fields = FIELDS.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field));
        setState({ kind: 'error', message: parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.fillAll, fields });
        formRef.current?.querySelector<HTMLElement>(`[name="${fields[0] ?? 'name'}"]`)?.focus();
        return;
      }
      setState({ kind: 'sending' });
      const answer = await postForm('/api/contact', parsed.data, CONTACT_MESSAGES.failed);
      if (answer.ok) {
        setValues(EMPTY);
        setState({ kind: 'sent', message: answer.message || CONTACT_MESSAGES.sent });
      } else {
        const fields = FIELDS.filter((field) => answer.fieldErrors[field]);
        const first = fields[0];
        setState({ kind: 'error', message: first ? answer.fieldErrors[first] : answer.message, fields });
      }
    } finally {
      busy.current = false;
    }
  }

  const error = state.kind === 'error' ? state : null;
  const invalid = (field: ContactField) => (error?.fields.includes(field) ? true : undefined);
  const describedBy = (field: ContactField) => (error?.fields.includes(field) ? errorId : undefined);
  const sending = state.kind === 'sending';

  return (
    <form
      ref={formRef}
      id="contact-form"
      className={styles.form}
      method="post"
      action="/api/contact"
      onSubmit={send}
      aria-label="Contact us"
    >
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          className={styles.control}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
          className={styles.control}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message')}
          className={styles.control}
        />
      </div>

      <FormError id={errorId}>{error?.message}</FormError>

      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={sending}>
          {sending ? 'Sending...' : 'Send message'}
        </button>
      </div>
      <p role="status" className={styles.success}>
        {state.kind === 'sent' ? state.message : ''}
      </p>
    </form>
  );
}
