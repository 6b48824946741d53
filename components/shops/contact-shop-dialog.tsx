'use client';
// Contact Brand (spec section 2): a button opening a modal with the shop's email and phone, and a
// Close button. A native modal <dialog>, like the header's Verify dialog: the page behind is inert,
// Escape and a click on the backdrop close it, and focus returns to the button that opened it.
import { useId, useRef, useState } from 'react';
import button from '@/components/ui/button.module.scss';
import { DismissibleDialog } from '@/components/ui/dismissible-dialog';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { telHref } from './sellers-hub';
import styles from './contact-shop-dialog.module.scss';

interface ContactShopDialogProps {
  shopName: string;
  email: string | null;
  phone: string | null;
  /** The button's label: 'Contact Brand' or 'Contact Artisan'. */
  label: string;
}

export function ContactShopDialog({ shopName, email, phone, label }: ContactShopDialogProps) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogRef, triggerRef } = useModalDialog(open, closeRef);
  const titleId = useId();
  const textId = useId();

  const close = () => setOpen(false);

  return (
    <>
      <button ref={triggerRef} type="button" className={`${button.button} ${button.primary}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <DismissibleDialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} onDismiss={close}>
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            Contact {shopName}
          </h2>
          <p id={textId} className={styles.intro}>
            Questions about a piece, a custom order or delivery? Reach {shopName} directly.
          </p>
          <dl className={styles.details}>
            <div className={styles.row}>
              <dt>Email</dt>
              <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : 'Not listed'}</dd>
            </div>
            <div className={styles.row}>
              <dt>Phone</dt>
              <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : 'Not listed'}</dd>
            </div>
          </dl>
          <button ref={closeRef} type="button" className={`${button.button} ${button.secondary} ${styles.close}`} onClick={close}>
            Close
          </button>
        </div>
      </DismissibleDialog>
    </>
  );
}
