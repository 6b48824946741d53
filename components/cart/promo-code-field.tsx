'use client';
// The spec's promo code field does nothing; ours says so plainly instead of inventing discounts.
import { useId, useState, type FormEvent } from 'react';
import button from '@/components/ui/button.module.scss';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import styles from './promo-code-field.module.scss';

export function PromoCodeField() {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(CART_MESSAGES.promoUnavailable);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        Promo code
      </label>
      <div className={styles.row}>
        <input id={`${id}-code`} name="promo" className={styles.input} autoComplete="off" aria-describedby={`${id}-note`} />
        <button type="submit" className={`${button.button} ${button.secondary} ${button.small}`}>
          Apply
        </button>
      </div>
      <p id={`${id}-note`} className={styles.note} role="status">
        {note}
      </p>
    </form>
  );
}
