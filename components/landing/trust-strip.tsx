'use client';
// The marketplace's promises (spec section 1) as a light band on the landing page. The claims
// themselves live in lib/messages/brand.ts, shared with the footer. A client component although
// it has no state: its content then travels in the (cached) script instead of element by element in
// the page's RSC payload; the HTML is server-rendered as before.
import { TRUST_CLAIMS } from '@/lib/messages/brand';
import { Icon } from '@/components/ui/icon';
import styles from './trust-strip.module.scss';

export function TrustStrip() {
  return (
    <section className={styles.strip} aria-labelledby="landing-trust-title">
      <h2 id="landing-trust-title" className={styles.hidden}>
        Our promises
      </h2>
      <ul className={styles.list}>
        {TRUST_CLAIMS.map((claim) => (
          <li key={claim.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={claim.icon} size={24} />
            </span>
            <span>
              <strong className={styles.title}>{claim.title}</strong>
              <span className={styles.detail}>{claim.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
