// An order's journey: Pending, Shipped, Delivered, each done or still to come, with the dates the
// API knows. A canceled order says so instead.
import { formatDate } from '@/lib/format/date';
import type { OrderTracking } from '@/lib/domain/orders';
import styles from './orders.module.scss';

export function TrackingSteps({ tracking }: { tracking: OrderTracking }) {
  if (tracking.status.toLowerCase() === 'canceled') {
    return <p className={styles.canceled}>This order was canceled.</p>;
  }
  return (
    <ol className={styles.steps}>
      {tracking.steps.map((step) => (
        <li
          key={step.label}
          className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step}
          aria-current={step.label === tracking.status ? 'step' : undefined}
        >
          <span className={styles.stepMarker} aria-hidden="true" />
          <span className={styles.stepLabel}>
            {step.label}
            <span className={styles.stepState}>{step.done ? (step.date ? formatDate(step.date, 'dateTime') : 'Done') : 'Not yet'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
