// /faq (spec section 2, static pages): questions about shipping, authenticity, returns, payments
// and selling, as an accordion, with FAQPage JSON-LD. Static: prerendered at build, no API.
import type { Metadata } from 'next';
import Link from 'next/link';
import { FaqAccordion } from '@/components/static/faq-accordion';
import { FAQ_GROUPS, FAQ_ITEMS } from '@/components/static/faq-content';
import styles from '@/components/static/static-page.module.scss';
import button from '@/components/ui/button.module.scss';
import { REFUND_GUARANTEE_DAYS, RETURN_WINDOW_DAYS } from '@/contract/rules/returns';
import { HOME_CRUMB } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently asked questions',
  description: `Shipping costs and times, serial numbers, ${RETURN_WINDOW_DAYS}-day returns and the ${REFUND_GUARANTEE_DAYS}-day refund guarantee, payments in Ksh and selling on the marketplace.`,
  path: pages.faq,
});

export default function FaqPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Frequently asked questions</h1>
        <p className={styles.intro}>Shipping, serial numbers, returns, payments and selling: the answers buyers and makers ask for most.</p>
      </header>

      <FaqAccordion groups={FAQ_GROUPS} />

      <section className={styles.section} aria-labelledby="faq-more">
        <h2 id="faq-more">Still have a question?</h2>
        <p>Send us a message and we will get back to you by email.</p>
        <div className={styles.actions}>
          <Link href={pages.contact} className={`${button.button} ${button.primary}`}>
            Contact us
          </Link>
        </div>
      </section>

      <JsonLd
        data={[
          faqJsonLd(FAQ_ITEMS.map((item) => ({ question: item.question, answer: item.answer.join(' ') }))),
          breadcrumbJsonLd([HOME_CRUMB, { name: 'FAQ', href: pages.faq }]),
        ]}
      />
    </div>
  );
}
