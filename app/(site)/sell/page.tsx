// /sell (issue 32, point 1): a signed-in buyer applies to sell, or sees where their application
// stands. Anonymous visitors go to login and come back; per request and private.
import type { Metadata } from 'next';
import { ApplicationState } from '@/components/seller/application-state';
import { SellerApplicationForm } from '@/components/seller/seller-application-form';
import styles from '@/components/seller/sell.module.scss';
import { accountSession, endIfUnauthorised } from '@/lib/account/load';
import { SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { isNotFound } from '@/lib/upstream/client';
import { getMyApplication } from '@/lib/upstream/seller-applications';

export const metadata: Metadata = { title: 'Become a seller', robots: { index: false } };

export default async function SellPage() {
  const session = await accountSession(pages.sell);
  if (session.user.userType !== 'buyer') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Become a seller</h1>
        <p className={styles.lead}>Your account can already sell: only a buyer can apply.</p>
      </div>
    );
  }

  const result = endIfUnauthorised(await getMyApplication(session.accessToken), pages.sell);
  const application = result.ok ? result.data : null;
  const failed = !result.ok && !isNotFound(result.error);
  const canApply = !failed && (application === null || application.state === 'declined');

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Become a seller</h1>
        <p className={styles.lead}>
          Sell your pieces to buyers across Kenya and beyond. Tell us about your shop: we review every application and e-mail you the answer.
        </p>
      </header>
      {failed ? <p role="alert">{SELLER_MESSAGES.loadFailed}</p> : null}
      {application ? <ApplicationState application={application} /> : null}
      {canApply ? <SellerApplicationForm /> : null}
    </div>
  );
}
