// Track Order's form: a plain GET to /track-order?number=..., so it works without JavaScript and
// the result has its own address.
import button from '@/components/ui/button.module.scss';
import { FormError } from '@/components/ui/form-error';
import styles from './orders.module.scss';

export function TrackOrderForm({ number, error }: { number: string; error: string | null }) {
  return (
    <form action="/track-order" method="get" className={styles.trackForm} role="search" aria-label="Track an order">
      <label htmlFor="track-number" className={styles.label}>
        Order number
      </label>
      <div className={styles.trackRow}>
        <input
          id="track-number"
          name="number"
          className={styles.input}
          defaultValue={number}
          placeholder="ORD-2026-000123"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'track-number-error' : undefined}
        />
        <button type="submit" className={`${button.button} ${button.primary}`}>
          Track order
        </button>
      </div>
      <FormError id="track-number-error">{error}</FormError>
    </form>
  );
}
