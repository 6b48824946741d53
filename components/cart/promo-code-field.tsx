'use client';
// The cart's promo code (issue 34, point 5): a signed-in buyer applies a code an admin made, sees
// it in the summary, and removes it; each refusal is the API's own words. A code that stops
// giving (the cart fell under its minimum spend, it expired) stays shown with the reason.
import { useId, useState, type FormEvent } from 'react';
import button from '@/components/ui/button.module.scss';
import type { CartSummary } from '@/contract/rules/pricing';
import { promoRefusalMessage } from '@/contract/rules/promo';
import { applyPromoRequest, removePromoRequest } from '@/lib/cart/cart-client';
import type { CartView } from '@/lib/cart/view';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import styles from './promo-code-field.module.scss';

const formatters = { money: formatKsh, date: (iso: string) => formatDate(iso) };

interface PromoCodeFieldProps {
  signedIn: boolean;
  /** The cart's summary: its `promo` is the code applied, with its discount or why it gives nothing. */
  summary: CartSummary;
  /** The cart as the server priced it after the change. */
  onCart: (cart: CartView) => void;
}

export function PromoCodeField({ signedIn, summary, onCart }: PromoCodeFieldProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = summary.promo;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signedIn) {
      setNote(CART_MESSAGES.promoSignIn);
      return;
    }
    const code = String(new FormData(event.currentTarget).get('promo') ?? '').trim();
    if (!code) {
      setNote(CART_MESSAGES.promoEnter);
      return;
    }
    setBusy(true);
    const result = await applyPromoRequest(code);
    setBusy(false);
    if (!result.ok) {
      setNote(result.error);
      return;
    }
    if (result.cart) onCart(result.cart);
    setNote(CART_MESSAGES.promoApplied(result.cart?.summary.promo?.code ?? code.toUpperCase()));
  }

  async function onRemove() {
    setBusy(true);
    const result = await removePromoRequest();
    setBusy(false);
    if (!result.ok) {
      setNote(result.error);
      return;
    }
    if (result.cart) onCart(result.cart);
    setNote(CART_MESSAGES.promoRemoved);
  }

  if (applied) {
    return (
      <div className={styles.form}>
        <p className={styles.applied}>
          <span className={styles.label}>{CART_MESSAGES.promoLabel(applied.code)}</span>
          <button type="button" className={`${button.button} ${button.secondary} ${button.small}`} onClick={() => void onRemove()} disabled={busy}>
            Remove
          </button>
        </p>
        <p className={styles.note} role="status">
          {applied.refusal ? promoRefusalMessage(applied.refusal, formatters) : note}
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        Promo code
      </label>
      <div className={styles.row}>
        <input id={`${id}-code`} name="promo" className={styles.input} autoComplete="off" aria-describedby={`${id}-note`} />
        <button type="submit" className={`${button.button} ${button.secondary} ${button.small}`} disabled={busy}>
          Apply
        </button>
      </div>
      <p id={`${id}-note`} className={styles.note} role="status">
        {note}
      </p>
    </form>
  );
}
