import { Icon } from '@/components/ui/icon';
import { TRUST_CLAIMS } from '@/lib/messages/brand';
import styles from './trust-list.module.scss';

/** The marketplace's promises (spec section 1), on the dark footer band. */
export function TrustList({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
      {TRUST_CLAIMS.map((claim) => (
        <li key={claim.title} className={styles.item}>
          <Icon name={claim.icon} size={compact ? 18 : 24} className={styles.icon} />
          <span>
            <strong className={styles.title}>{claim.title}</strong>
            {!compact && <span className={styles.detail}>{claim.detail}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
