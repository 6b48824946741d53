'use client';
// A client component although it has no state: a server component's rendered tree goes into every
// page's RSC payload element by element, and the footer was in it twice (the layout's and the root
// not-found page's, which every page carries), 20 KB of each page's HTML. Now each copy there is
// one reference; the HTML is server-rendered as before.
import Link from 'next/link';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/messages/brand';
import { FOOTER_COLUMNS } from './nav-links';
import { TrustList } from './trust-list';
import styles from './footer.module.scss';

/** The footer of every page except the seller galleries (see seller-footer.tsx). */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.trust} aria-labelledby="footer-trust">
          <h2 id="footer-trust" className={styles.hidden}>
            Why shop with {SITE_NAME}
          </h2>
          <TrustList />
        </section>

        <div className={styles.main}>
          <div className={styles.about}>
            <p className={styles.brand}>{SITE_NAME}</p>
            <p className={styles.blurb}>{SITE_DESCRIPTION}</p>
            <p className={styles.blurb}>Prices are in Kenyan shillings (Ksh).</p>
          </div>
          <nav aria-label="Footer" className={styles.columns}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={`${column.title}-${link.label}`}>
                      <Link href={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <p className={styles.legal}>
          © {year} {SITE_NAME}. Handcrafted goods from Kenya and across Africa.
        </p>
      </div>
    </footer>
  );
}
