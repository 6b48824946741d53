// A placeholder landing page until the real one (hero carousel, sections) arrives.
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import button from '@/components/ui/button.module.scss';
import { SITE_NAME } from '@/components/layout/brand';
import { StaffSignOut } from '@/components/auth/staff-sign-out';
import styles from './page.module.scss';

const DESTINATIONS = [
  {
    href: '/marketplace',
    title: 'Marketplace',
    text: 'Kiondo baskets, Maasai beadwork, kikoi and kitenge textiles, soapstone and wood carvings.',
  },
  {
    href: '/seller-gallery',
    title: 'Sellers Hub',
    text: 'Meet the premium brands and individual artisans behind every piece.',
  },
  {
    href: '/stories',
    title: 'Stories',
    text: 'How the crafts are made, and the people and places that keep them alive.',
  },
];

export default function LandingPage() {
  return (
    <>
      <StaffSignOut />
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>Handmade in Kenya and across Africa</p>
            <h1 id="landing-title" className={styles.title}>
              Crafts with a story, straight from the artisans who make them
            </h1>
            <p className={styles.intro}>
              {SITE_NAME} connects buyers worldwide with verified artisans, premium brands and shops. Every piece
              carries a serial number you can check, prices are in Kenyan shillings, and you have 90 days to change
              your mind.
            </p>
            <div className={styles.ctas}>
              <Link href="/marketplace" className={`${button.button} ${button.primary}`}>
                Shop the marketplace
                <Icon name="arrow-right" size={18} />
              </Link>
              <Link href="/seller-gallery" className={`${button.button} ${button.secondary}`}>
                Meet the makers
              </Link>
            </div>
          </div>
          {/* Rings of a Maasai beaded collar, drawn in CSS. */}
          <div className={styles.collar} aria-hidden="true" />
        </div>
      </section>

      <section className={styles.destinations} aria-labelledby="landing-explore">
        <h2 id="landing-explore" className={styles.sectionTitle}>
          Start exploring
        </h2>
        <ul className={styles.cards}>
          {DESTINATIONS.map((destination) => (
            <li key={destination.href}>
              <Link href={destination.href} className={styles.card}>
                <span className={styles.cardTitle}>
                  {destination.title}
                  <Icon name="arrow-right" size={20} />
                </span>
                <span className={styles.cardText}>{destination.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
