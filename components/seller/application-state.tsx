// Where a buyer's application to sell stands: waiting for review, approved (with the new shop), or
// declined with the reason, after which the page offers the form again.
import Link from 'next/link';
import type { SellerApplication } from '@/lib/domain/seller';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './sell.module.scss';

export function ApplicationState({ application }: { application: SellerApplication }) {
  const sent = formatDate(application.createdAt);
  return (
    <section className={styles.state} aria-labelledby="application-state">
      {application.state === 'pending' ? (
        <>
          <h2 id="application-state" className={styles.stateTitle}>
            Your application is waiting for review
          </h2>
          <p className={styles.reason}>
            You applied to sell as {application.shopName} on {sent}. We will e-mail you when it has been reviewed.
          </p>
        </>
      ) : application.state === 'approved' ? (
        <>
          <h2 id="application-state" className={styles.stateTitle}>
            Your application is approved
          </h2>
          <p className={styles.reason}>
            {application.shopSlug ? (
              <>
                Your shop <Link href={pages.shop(application.shopSlug)}>{application.shopName}</Link> is open.
              </>
            ) : (
              <>Your shop {application.shopName} is open.</>
            )}{' '}
            Log in again to open the Seller centre.
          </p>
        </>
      ) : (
        <>
          <h2 id="application-state" className={styles.stateTitle}>
            Your application was declined
          </h2>
          <p className={styles.reason}>
            Your application to sell as {application.shopName} ({sent}) was declined for this reason:
          </p>
          <blockquote className={styles.reason}>{application.declineReason}</blockquote>
          <p className={styles.reason}>You are welcome to apply again below.</p>
        </>
      )}
    </section>
  );
}
