'use client';
// Address Book: the buyer's addresses from the API; add and edit share one modal (name, street,
// city, country, phone, all required); delete; one default (setting one clears the others). The
// checkout offers the same addresses.
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useFadingNotice, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { StatusChip } from '@/components/ui/status-chip';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { AddressInput, SavedAddress } from '@/lib/domain/account';
import { sendJson } from '@/lib/http/client';
import { ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { addressSchema } from '@/lib/validation/cart';
import { handlers } from '@/lib/routing/urls';
import { AddressFields } from './address-fields';
import styles from './account.module.scss';
import { addressSavedAnswer } from '@/lib/http/answers/addresses';
import { messageAnswer } from '@/lib/http/answers/common';

const FIELDS = ['name', 'street', 'city', 'country', 'phone'] as const;
const EMPTY: AddressInput = { name: '', street: '', city: '', country: 'Kenya', phone: '' };

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

export function AddressBook({ addresses }: { addresses: SavedAddress[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useFadingNotice(SAVE_CONFIRMATION_MS);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const form = useForm<(typeof FIELDS)[number]>(EMPTY, FIELDS);
  const firstField = useRef<HTMLButtonElement>(null);
  const openedBy = useRef<HTMLButtonElement | null>(null);
  const { dialogRef } = useModalDialog(editing !== null, firstField, openedBy);

  function open(next: Exclude<Editing, null>, trigger: HTMLButtonElement) {
    openedBy.current = trigger;
    const { name, street, city, country, phone } = next.mode === 'edit' ? next.address : EMPTY;
    form.reset({ name, street, city, country, phone });
    setNotice(null);
    setError(null);
    setEditing(next);
  }

  const onSubmit = form.submitWhenValid(addressSchema, async (input) => {
    // The form is only shown, and so only sent, while the dialog is open on an address.
    if (!editing) return;
    const answer =
      editing.mode === 'edit'
        ? await form.send(handlers.address(editing.address.id), addressSavedAnswer, { method: 'PUT', body: input }, ADDRESS_MESSAGES.failed)
        : await form.send(handlers.addresses, addressSavedAnswer, { method: 'POST', body: input }, ADDRESS_MESSAGES.failed);
    if (!answer) return;
    setEditing(null);
    setNotice(answer.message);
    router.refresh();
  });

  async function act(address: SavedAddress, action: 'delete' | 'default') {
    if (busyId !== null) return;
    setBusyId(address.id);
    setError(null);
    setNotice(null);
    const answer =
      action === 'delete'
        ? await sendJson(handlers.address(address.id), messageAnswer, { method: 'DELETE' }, ADDRESS_MESSAGES.failed)
        : await sendJson(handlers.defaultAddress(address.id), addressSavedAnswer, { method: 'POST', body: {} }, ADDRESS_MESSAGES.failed);
    setBusyId(null);
    if (!answer.ok) return setError(answer.message);
    setNotice(answer.message);
    router.refresh();
  }

  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={(e) => open({ mode: 'add' }, e.currentTarget)}>
          Add address
        </button>
      </div>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id="address-book-error" message={error} />
      {addresses.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no saved addresses yet. Add one, and the checkout will offer it.</p>
        </div>
      ) : (
        <ul className={styles.addresses} aria-label="Your addresses">
          {addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <div className={styles.headerRow}>
                <h2 className={styles.cardTitle}>{address.name}</h2>
                {address.isDefault ? <StatusChip status="Default" tone="green" /> : null}
              </div>
              <address className={styles.address}>
                {address.street}
                <br />
                {address.city}, {address.country}
                <br />
                {address.phone}
              </address>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${button.button} ${button.secondary} ${button.small}`}
                  onClick={(e) => open({ mode: 'edit', address }, e.currentTarget)}
                  aria-label={`Edit ${address.name}, ${address.street}`}
                >
                  Edit
                </button>
                {address.isDefault ? null : (
                  <button
                    type="button"
                    className={`${button.button} ${button.secondary} ${button.small}`}
                    disabled={busyId !== null}
                    onClick={() => void act(address, 'default')}
                    aria-label={`Set ${address.name}, ${address.street} as default`}
                  >
                    Set as default
                  </button>
                )}
                <button
                  type="button"
                  className={`${button.button} ${button.ghost} ${button.small}`}
                  disabled={busyId !== null}
                  onClick={() => void act(address, 'delete')}
                  aria-label={`Delete ${address.name}, ${address.street}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="address-dialog-title" onClose={() => setEditing(null)}>
        <form className={`${formStyles.form} ${styles.card}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
          <div className={styles.dialogHeader}>
            <h2 id="address-dialog-title">{editing?.mode === 'edit' ? 'Edit address' : 'Add address'}</h2>
            <button ref={firstField} type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={() => setEditing(null)}>
              Close
            </button>
          </div>
          <FormSummary id={form.summaryId} message={form.summary} />
          <AddressFields form={form} disabled={form.busy} />
          <div className={formStyles.actions}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
              {form.busy ? 'Saving...' : 'Save address'}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
