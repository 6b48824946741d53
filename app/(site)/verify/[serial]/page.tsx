// /verify/{serial}: the shareable authenticity check (the Verify dialog without JavaScript, and
// where a product's QR code leads). Rendered per request and never cached: the API limits checks
// per client, so the visitor's address goes with each one, and a result must be fresh.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { cache } from 'react';
import { QrCode } from '@/components/product/qr-code';
import { SerialForm } from '@/components/product/serial-form';
import { VerificationDetails } from '@/components/product/verification-details';
import button from '@/components/ui/button.module.scss';
import styles from '@/components/product/verify-page.module.scss';
import { Icon } from '@/components/ui/icon';
import { absoluteUrl } from '@/lib/seo/site';
import { checkSerial } from '@/lib/upstream/verification';
import { pages } from '@/lib/routing/urls';

interface VerifyPageProps {
  params: Promise<{ serial: string }>;
}

async function forwardedFor(): Promise<string | null> {
  const list = await headers();
  return list.get('x-forwarded-for')?.split(',')[0]?.trim() || list.get('x-real-ip') || null;
}

/** One API check per request, shared by the metadata and the page. */
const check = cache(async (serial: string) => checkSerial(serial, { forwardedFor: await forwardedFor() }));

async function readSerial(params: VerifyPageProps['params']): Promise<string> {
  const { serial } = await params;
  try {
    return decodeURIComponent(serial);
  } catch {
    return serial;
  }
}

export async function generateMetadata({ params }: VerifyPageProps): Promise<Metadata> {
  const serial = await readSerial(params);
  const outcome = await check(serial);
  const path = pages.verify(outcome.serial || serial);
  if (!outcome.ok) {
    return { title: 'Serial number not verified', alternates: { canonical: absoluteUrl(path) }, robots: { index: false, follow: true } };
  }
  const { product } = outcome.verification;
  const title = `Authentic: ${product.name}`;
  const description = `Serial number ${outcome.serial} is a verified piece by ${product.shop.name}, ${product.shop.country}.`;
  const image = product.image?.src;
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(path) },
    openGraph: { title, description, url: absoluteUrl(path), type: 'website', ...(image ? { images: [{ url: absoluteUrl(image) }] } : {}) },
  };
}

export default async function VerifySerialPage({ params }: VerifyPageProps) {
  const serial = await readSerial(params);
  const outcome = await check(serial);
  const ownUrl = absoluteUrl(pages.verify(outcome.serial || serial));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Authenticity check</p>
        <h1 className={styles.title}>
          Serial number <span className={styles.serial}>{outcome.serial || serial}</span>
        </h1>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {outcome.ok ? (
            <VerificationDetails verification={outcome.verification}>
              <Link href={pages.shop(outcome.verification.product.shop.slug)} className={`${button.button} ${button.primary}`}>
                See Shop
              </Link>
              <a href="#verify-another" className={`${button.button} ${button.secondary}`}>
                Verify Another Product
              </a>
            </VerificationDetails>
          ) : (
            <div className={styles.failure} role="alert">
              <Icon name="close" size={24} className={styles.failureIcon} />
              <div>
                <p className={styles.failureTitle}>Not verified</p>
                <p className={styles.failureMessage}>{outcome.message}</p>
                <p className={styles.failureHelp}>
                  Check the serial number on the piece&apos;s tag or certificate and try again. If it still does not verify, contact us before you buy.
                </p>
              </div>
            </div>
          )}
          <SerialForm id="verify-another" title={outcome.ok ? 'Verify another product' : 'Check a serial number'} />
        </div>
        <aside className={styles.aside} aria-label="Share this check">
          <QrCode url={ownUrl} caption="Scan to open this check" size={160} />
          <p className={styles.share}>
            Share this page: <span className={styles.url}>{ownUrl}</span>
          </p>
        </aside>
      </div>
    </div>
  );
}
