// A status as a coloured chip. The tone comes from lib/domain/status.ts's rule for that kind of
// record; the word is always shown, so the colour never carries meaning alone.
import type { StatusTone } from '@/lib/domain/status';
import styles from './status-chip.module.scss';

export function StatusChip({ status, tone }: { status: string; tone: StatusTone }) {
  return (
    <span className={`${styles.chip} ${styles[tone]}`} data-tone={tone}>
      {status}
    </span>
  );
}
