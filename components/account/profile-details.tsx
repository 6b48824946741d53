'use client';
// User Details (spec section 3's profile table) with an Edit form that saves through
// PATCH /api/account/profile. (An admin changes another account's status on its page in the
// console, /admin/users/{id}.)
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useFadingNotice, useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import table from '@/components/ui/table.module.scss';
import formStyles from '@/components/forms/form.module.scss';
import type { ProfileDetails as Details } from '@/lib/domain/account';
import { formatDate } from '@/lib/format/date';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { GENDERS } from '@/contract/api/profile';
import { profileSchema } from '@/lib/validation/account';
import { handlers } from '@/lib/routing/urls';
import styles from './account.module.scss';
import { ScrollTable } from '@/components/ui/scroll-table';
import { profileSavedAnswer } from '@/lib/http/answers/account';

const ROWS: { key: keyof Details; label: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'username', label: 'Username' },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'gender', label: 'Gender' },
  { key: 'phone', label: 'Phone' },
  { key: 'mpesa', label: 'M-Pesa number' },
  { key: 'email', label: 'Email' },
  { key: 'status', label: 'Status' },
  { key: 'idNumber', label: 'ID number' },
  { key: 'country', label: 'Country' },
  { key: 'town', label: 'Town' },
  { key: 'createdAt', label: 'Member since' },
];

const EDITABLE = ['firstName', 'lastName', 'username', 'phone', 'mpesa', 'dateOfBirth', 'gender', 'idNumber', 'country', 'town'] as const;
type Editable = (typeof EDITABLE)[number];

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

function shown(details: Details, key: keyof Details): string {
  const value = details[key];
  if (!value) return '-';
  if (key === 'createdAt') return formatDate(value);
  if (key === 'gender') return GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value;
  return value;
}

function formValues(details: Details): Record<Editable, string> {
  return Object.fromEntries(EDITABLE.map((key) => [key, details[key] ?? ''])) as Record<Editable, string>;
}

export function ProfileDetails({ details }: { details: Details }) {
  const router = useRouter();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useFadingNotice(SAVE_CONFIRMATION_MS);
  const form = useForm(formValues(details), EDITABLE);

  // Checked here for the messages; sent as typed, since the handler checks it again with the same
  // schema (which turns empty fields into none).
  const onSubmit = form.submitWhenValid(profileSchema, async () => {
    const answer = await form.send(handlers.profile, profileSavedAnswer, { method: 'PATCH', body: form.values }, ACCOUNT_MESSAGES.profileFailed);
    if (!answer) return;
    setEditing(false);
    setSaved(answer.message);
    // The greeting and the header's name come from the session: next-auth reads the new name from
    // the API (lib/session/auth-options.ts) before the page is drawn again.
    await session.update();
    router.refresh();
  });

  return (
    <div className={styles.page}>
      <FormStatus>{saved}</FormStatus>
      {editing ? (
        <form className={`${formStyles.form} ${styles.card}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
          <h2 className={styles.cardTitle}>Edit details</h2>
          <FormSummary id={form.summaryId} message={form.summary} />
          <Field {...form.field('firstName')} label="First name" autoComplete="given-name" />
          <Field {...form.field('lastName')} label="Last name" autoComplete="family-name" />
          <Field {...form.field('username')} label="Username" autoComplete="username" required />
          <Field {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" />
          <Field {...form.field('mpesa')} label="M-Pesa number" type="tel" hint="The phone number you pay with." />
          <Field {...form.field('dateOfBirth')} label="Date of birth" type="date" autoComplete="bday" />
          <Field {...form.field('gender')} as="select" label="Gender">
            <option value="">Not given</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </Field>
          <Field {...form.field('idNumber')} label="ID number" />
          <Field {...form.field('country')} label="Country" autoComplete="country-name" />
          <Field {...form.field('town')} label="Town" autoComplete="address-level2" />
          <div className={formStyles.actions}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
              {form.busy ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              onClick={() => {
                form.reset(formValues(details));
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Your details</caption>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td>{shown(details, row.key)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${button.button} ${button.primary}`}
              onClick={() => {
                setSaved(null);
                form.reset(formValues(details));
                setEditing(true);
              }}
            >
              Edit
            </button>
          </div>
        </>
      )}
    </div>
  );
}
