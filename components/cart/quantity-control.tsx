// − quantity + for one cart line. Decrement stops at 1 (spec section 4: removing is its own
// button); increment stops at the stock when it is known.
import styles from './quantity-control.module.scss';

interface QuantityControlProps {
  productName: string;
  quantity: number;
  /** The most that may be ordered; null when unknown. */
  max: number | null;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityControl({ productName, quantity, max, disabled = false, onChange }: QuantityControlProps) {
  const atMax = max !== null && quantity >= max;
  return (
    <div className={styles.control} role="group" aria-label={`Quantity of ${productName}`}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity of ${productName}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity: ${quantity}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity of ${productName}`}
        disabled={disabled || atMax}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
