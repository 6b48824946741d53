'use client';
// The form both preference screens are: a group of switches and a Save button. Saving sends every
// switch to the screen's route handler (PUT) and shows what the API kept, with a confirmation that
// fades after 2 s (spec section 4). A session that ended says so, with the way back in.
import Link from 'next/link';
import { useMemo, useState, type FormEvent } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { sendJson } from '@/lib/http/client';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import type { SwitchOption } from './preference-options';
import { SwitchField } from './switch-field';
import styles from './preferences.module.scss';
import type * as z from 'zod/mini';
import type { AnswerSchema } from '@/lib/http/answers/common';

type Switches<N extends string> = Record<N, boolean>;

const ON = 'on';
const OFF = '';

function asValues<N extends string>(names: readonly N[], switches: Switches<N>): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, switches[name] ? ON : OFF])) as Record<N, string>;
}

export interface PreferencesFormProps<N extends string, S extends AnswerSchema> {
  /** The group's name, read before its switches. */
  legend: string;
  options: readonly SwitchOption<N>[];
  initial: Switches<N>;
  /** The route handler: PUT with every switch. */
  url: string;
  /** The handler's answer (lib/http/answers/preferences.ts), and the saved switches in it. */
  answer: S;
  savedOf: (answer: z.output<S>) => Switches<N>;
  submitLabel: string;
  /** Login, coming back to this screen, for a session that has ended. */
  loginHref: string;
  onSaved?: (saved: Switches<N>) => void;
}

export function PreferencesForm<N extends string, S extends AnswerSchema>({
  legend,
  options,
  initial,
  url,
  answer: schema,
  savedOf,
  submitLabel,
  loginHref,
  onSaved,
}: PreferencesFormProps<N, S>) {
  const names = useMemo(() => options.map((option) => option.name), [options]);
  const form = useForm(asValues(names, initial), names, { noticeMs: SAVE_CONFIRMATION_MS });
  const [signedOut, setSignedOut] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async () => {
      form.clearErrors();
      setSignedOut(false);
      const body = Object.fromEntries(names.map((name) => [name, form.values[name] === ON])) as Switches<N>;
      const answer = await sendJson(url, schema, { method: 'PUT', body }, PREFERENCE_MESSAGES.saveFailed);
      if (!answer.ok) {
        setSignedOut(answer.status === 401);
        form.showErrors(answer.fieldErrors, answer.message);
        return;
      }
      const saved = savedOf(answer.data);
      form.setValues(asValues(names, saved));
      form.setNotice(answer.message);
      onSaved?.(saved);
    });
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        {options.map((option) => (
          <SwitchField
            key={option.name}
            name={option.name}
            label={option.label}
            hint={option.hint}
            checked={form.values[option.name] === ON}
            onChange={(checked) => form.setValues((current) => ({ ...current, [option.name]: checked ? ON : OFF }))}
          />
        ))}
      </fieldset>
      <FormSummary id={form.summaryId} message={form.summary} />
      {signedOut ? (
        <p className={styles.signIn}>
          <Link href={loginHref}>Log in again</Link> to save your choices.
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Saving...' : submitLabel}
        </button>
        <FormStatus>{form.notice}</FormStatus>
      </div>
    </form>
  );
}
