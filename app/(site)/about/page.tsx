// /about (spec section 2, static pages): who the marketplace is for, how verification works and
// what it promises. Static: prerendered at build, no API.
import type { Metadata } from 'next';
import Link from 'next/link';
import { SITE_NAME, TRUST_CLAIMS } from '@/lib/messages/brand';
import styles from '@/components/static/static-page.module.scss';
import button from '@/components/ui/button.module.scss';
import { Icon } from '@/components/ui/icon';
import { HOME_CRUMB } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = pageMetadata({
  title: 'About us',
  description: `${SITE_NAME} connects buyers worldwide with artisans and premium brands from Kenya and across Africa: every piece verified by its serial number, every price in Ksh.`,
  path: pages.about,
});

export default function AboutPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>About {SITE_NAME}</h1>
        <p className={styles.intro}>
          <i lang="sw">Mikono</i> means &ldquo;hands&rdquo; in Swahili. We are an online marketplace for goods made by hand in Kenya and across Africa,
          connecting the artisans, workshops and premium brands who make them with buyers all over the world.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="about-why">
        <h2 id="about-why">Why we started</h2>
        <p>
          A kiondo woven in Kitui, a soapstone carving from Tabaka or a strip of kente from Bonwire often passes through several traders before it reaches a
          buyer. The maker earns little of the price, and the buyer has no way to tell the real thing from a copy.
        </p>
        <p>
          {SITE_NAME} puts the two in touch. Makers sell from their own shop, buyers see exactly who made each piece and where, and a serial number on every
          piece proves it is genuine.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3>
              <Icon name="shield-check" size={20} className={styles.icon} />
              Every piece is verified
            </h3>
            <p>Each piece carries a unique serial number. Check it with Verify in the header before or after you buy.</p>
          </li>
          <li className={styles.card}>
            <h3>
              <Icon name="user" size={20} className={styles.icon} />
              Shops run by their makers
            </h3>
            <p>Individual artisans and premium brands each have a shop in the Sellers Hub, with their location, experience and ratings.</p>
          </li>
          <li className={styles.card}>
            <h3>
              <Icon name="bag" size={20} className={styles.icon} />
              Simple, clear prices
            </h3>
            <p>Every price is in Kenyan shillings (Ksh). The cart shows shipping, any discount and tax before you pay.</p>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-promises">
        <h2 id="about-promises">Our promises</h2>
        <ul className={styles.cards}>
          {TRUST_CLAIMS.map((claim) => (
            <li key={claim.title} className={styles.card}>
              <h3>
                <Icon name={claim.icon} size={20} className={styles.icon} />
                {claim.title}
              </h3>
              <p>{claim.detail}</p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          Changed your mind? {RETURNS_POLICY.returnWindow} The <Link href={pages.faq}>FAQ</Link> has the details.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-next">
        <h2 id="about-next">Meet the makers</h2>
        <p>Visit the shops, read the stories behind the crafts, or go straight to the marketplace.</p>
        <div className={styles.actions}>
          <Link href={pages.sellersHub} className={`${button.button} ${button.primary}`}>
            Visit the Sellers Hub
          </Link>
          <Link href={pages.marketplace} className={`${button.button} ${button.secondary}`}>
            Browse the marketplace
          </Link>
          <Link href={pages.stories} className={`${button.button} ${button.secondary}`}>
            Read our stories
          </Link>
        </div>
      </section>

      <JsonLd data={[organizationJsonLd(), breadcrumbJsonLd([HOME_CRUMB, { name: 'About', href: pages.about }])]} />
    </div>
  );
}
