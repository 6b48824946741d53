// Track Order's form: a plain GET to /track-order?number=..., so it works without JavaScript and
// the result has its own address. The form system's Field renders on the server here: no state,
// so no client JavaScript.
import { Field } from '@/components/forms/field';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';
import styles from './orders.module.scss';

export function TrackOrderForm({ number, error }: { number: string; error: string | null }) {
  return (
    <form action={pages.trackOrder()} method="get" className={styles.trackForm} role="search" aria-label="Track an order">
      <Field
        label="Order number"
        name="number"
        error={error ?? undefined}
        defaultValue={number}
        placeholder="ORD-2026-000123"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={100}
        beside={
          <button type="submit" className={`${button.button} ${button.primary}`}>
            Track order
          </button>
        }
      />
    </form>
  );
}
