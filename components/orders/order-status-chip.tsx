// An order's status as a coloured chip (spec section 4): completed green, Pending yellow,
// Canceled red, anything else blue. The colour only repeats the word, which is always shown.
import styles from './order-status-chip.module.scss';

export type StatusTone = 'green' | 'yellow' | 'red' | 'blue';

export function orderStatusTone(status: string): StatusTone {
  switch (status.trim().toLowerCase()) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'canceled':
    case 'cancelled':
      return 'red';
    default:
      return 'blue';
  }
}

export function OrderStatusChip({ status }: { status: string }) {
  const tone = orderStatusTone(status);
  return (
    <span className={`${styles.chip} ${styles[tone]}`} data-tone={tone}>
      {status}
    </span>
  );
}
