// The newsletter band at the foot of the landing page.
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-section.module.scss';
import type { NewsletterOutcome } from '@/lib/validation/newsletter-outcome';

export function NewsletterSection({ outcome = null }: { outcome?: NewsletterOutcome | null }) {
  return (
    <section id="newsletter" className={styles.band} aria-labelledby="landing-newsletter-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="landing-newsletter-title" className={styles.title}>
            Stories from the workshop, in your inbox
          </h2>
          <p className={styles.text}>New collections, the artisans behind them and the occasional offer. One email a month; unsubscribe at any time.</p>
        </div>
        <NewsletterForm outcome={outcome} />
      </div>
    </section>
  );
}
