'use client';
// A client component for the same reason as site-footer.tsx: one reference in the RSC payload
// instead of its whole tree.
import Link from 'next/link';
import { pages } from '@/lib/routing/urls';
import { SITE_NAME } from '@/lib/messages/brand';
import { SELLER_LINKS } from './nav-links';
import { TrustList } from './trust-list';
import styles from './footer.module.scss';

/** The footer under /seller-gallery: for visitors meeting the sellers, and would-be sellers. */
export function SellerFooter({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.main}>
          <div className={styles.about}>
            <p className={styles.brand}>{SITE_NAME} Sellers Hub</p>
            <p className={styles.blurb}>
              Premium brands and individual artisans from Kenya and across Africa, each verified before they sell. Every piece carries a serial number you can
              check.
            </p>
            <Link href={pages.sell} className={styles.cta}>
              Become a seller
            </Link>
          </div>
          <nav aria-label="Sellers" className={styles.columns}>
            <div className={styles.column}>
              <h2 className={styles.columnTitle}>Sellers</h2>
              <ul className={styles.links}>
                {SELLER_LINKS.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.column}>
              <h2 className={styles.columnTitle}>Shop</h2>
              <ul className={styles.links}>
                <li>
                  <Link href={pages.marketplace} className={styles.link}>
                    Marketplace
                  </Link>
                </li>
                <li>
                  <Link href={pages.stories} className={styles.link}>
                    Stories
                  </Link>
                </li>
                <li>
                  <Link href={pages.faq} className={styles.link}>
                    FAQ
                  </Link>
                </li>
              </ul>
            </div>
          </nav>
        </div>

        <section className={styles.trustLine} aria-label="Our promises">
          <TrustList compact />
        </section>

        <p className={styles.legal}>
          © {year} {SITE_NAME}. Handcrafted goods from Kenya and across Africa.
        </p>
      </div>
    </footer>
  );
}
