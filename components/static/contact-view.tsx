// The Contact page's content: the form beside the other ways to get help. Shared by /contact and
// the outcome pages a form post without JavaScript lands on (/contact/sent, ...).
import Link from 'next/link';
import { pages } from '@/lib/routing/urls';
import { ContactForm } from './contact-form';
import styles from './static-page.module.scss';
import type { ContactOutcome } from '@/lib/validation/contact-outcome';

export function ContactView({ outcome = null }: { outcome?: ContactOutcome | null }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.intro}>A question about an order, a piece or selling with us? Send us a message and our team will reply by email.</p>
      </header>

      <div className={styles.columns}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send a message</h2>
          <p>All fields are required. For an order, please include its order number.</p>
          <ContactForm outcome={outcome} />
        </section>

        <aside className={styles.aside} aria-labelledby="contact-help">
          <h2 id="contact-help">Other ways to get help</h2>
          <ul>
            <li>
              <Link href={pages.faq}>Frequently asked questions</Link> about shipping, returns and serial numbers
            </li>
            <li>
              <Link href={pages.trackOrder()}>Track an order</Link> with its order number
            </li>
            <li>
              <Link href={pages.verifyHome}>Verify a piece</Link> by its serial number
            </li>
          </ul>
          <p>
            Want to sell here? Tell us what you make and where you work, and we will help you open a shop in the{' '}
            <Link href={pages.sellersHub}>Sellers Hub</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
