// The product page's proof of authenticity: its serial number and a QR code that opens the
// shareable check at /verify/{serial}, for the buyer to scan from the tag or the screen.
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { absoluteUrl } from '@/lib/seo/site';
import { pages } from '@/lib/routing/urls';
import { QrCode } from './qr-code';
import styles from './authenticity-card.module.scss';

export function AuthenticityCard({ serialNumber }: { serialNumber: string }) {
  const href = pages.verify(serialNumber);
  return (
    <aside className={styles.card} aria-labelledby="authenticity-title">
      <div className={styles.copy}>
        <h2 id="authenticity-title" className={styles.title}>
          <Icon name="shield-check" size={22} />
          Authenticity verified
        </h2>
        <p className={styles.text}>
          This piece carries serial number <strong className={styles.serial}>{serialNumber}</strong>. Check it any time, and meet the artisan who made it.
        </p>
        <Link href={href} className={styles.link}>
          Check this serial number
        </Link>
      </div>
      <QrCode url={absoluteUrl(href)} caption="Scan to verify authenticity" size={128} />
    </aside>
  );
}
