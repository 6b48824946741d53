// /newsletter (spec route table): the newsletter signup on a page of its own, and Newsletter
// Preferences. A signup posted without JavaScript, from here or from the landing page, comes back
// here with its outcome (?outcome=subscribed), so the landing page never varies by request and stays
// one cached document. The page reads no cookie: a signed-in buyer's four switches are a client
// island that asks for them in the browser, so the document is the same for every visitor.
import type { Metadata } from 'next';
import { NewsletterSection } from '@/components/landing/newsletter-section';
import { NewsletterPreferences } from '@/components/preferences/newsletter-preferences';
import styles from '@/components/catalog/catalogue-page.module.scss';
import preferences from '@/components/preferences/preferences.module.scss';
import { pageMetadata } from '@/lib/seo/metadata';
import { readNewsletterOutcome } from '@/lib/validation/newsletter-outcome';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = pageMetadata({
  title: 'Newsletter',
  description: 'New collections, the artisans behind them and the occasional offer: one email a month from the marketplace.',
  path: pages.newsletter,
});

interface NewsletterPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function NewsletterPage({ searchParams }: NewsletterPageProps) {
  const outcome = readNewsletterOutcome((await searchParams).outcome);
  return (
    <>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>Newsletter</h1>
          <p className={styles.intro}>Hear about new pieces and the people who make them before anyone else.</p>
        </header>
      </div>
      <NewsletterSection outcome={outcome} />
      <section className={preferences.section} aria-labelledby="newsletter-preferences-title">
        <h2 id="newsletter-preferences-title" className={preferences.sectionTitle}>
          Newsletter Preferences
        </h2>
        <NewsletterPreferences />
      </section>
    </>
  );
}
