// /verify: the authenticity check's form without JavaScript. `?serial=` (from the GET form on the
// check pages) redirects to the shareable /verify/{serial}.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SerialForm } from '@/components/product/serial-form';
import styles from '@/components/product/verify-page.module.scss';
import { VERIFY_MESSAGES } from '@/lib/messages/catalogue';
import { pageMetadata } from '@/lib/seo/metadata';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = pageMetadata({
  title: 'Verify a product',
  description: 'Check the serial number on a handcrafted piece to confirm it is genuine and meet the artisan who made it.',
  path: pages.verifyHome,
});

interface VerifyIndexProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function VerifyIndexPage({ searchParams }: VerifyIndexProps) {
  const raw = (await searchParams).serial;
  const submitted = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw[0] : undefined;
  const serial = submitted?.trim() ?? '';
  if (serial) redirect(pages.verify(serial));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Authenticity check</p>
        <h1 className={styles.title}>Verify a product</h1>
        <p className={styles.intro}>
          Every genuine piece carries a serial number on its tag or certificate. Enter it to check the piece and meet the artisan who made it.
        </p>
      </header>
      <div className={styles.narrow}>
        <SerialForm id="verify-form" title="Check a serial number" error={submitted !== undefined ? VERIFY_MESSAGES.empty : null} />
      </div>
    </div>
  );
}
