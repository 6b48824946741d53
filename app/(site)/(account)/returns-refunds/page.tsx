// Returns & Refunds: the buyer's requests from the API, and the form for a new one with an order
// chosen from the buyer's own paid orders (the API has the last word, the window included).
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReturnsPanel } from '@/components/account/returns-panel';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { listOrders } from '@/lib/upstream/orders';
import { listReturns } from '@/lib/upstream/returns';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Returns & Refunds', robots: { index: false } };

export default async function ReturnsRefundsPage() {
  const session = await accountSession(pages.returnsRefunds);
  const [returnsResult, ordersResult] = await Promise.all([listReturns(session.accessToken), listOrders(session.accessToken, 1)]);
  const requests = readOrEnd(returnsResult, pages.returnsRefunds);
  const orders = readOrEnd(ordersResult, pages.returnsRefunds);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Returns &amp; Refunds</h1>
        <p className={styles.lead}>
          {RETURNS_POLICY.returnWindow} {RETURNS_POLICY.refundGuarantee} An approved refund goes back to the M-Pesa number or card that paid, or into your{' '}
          <Link href={pages.wallet}>wallet</Link> if you choose so.
        </p>
      </header>
      {requests ? (
        <ReturnsPanel requests={requests} orders={orders ? orders.items.filter((o) => o.returnable).map((o) => o.number) : null} />
      ) : (
        <p className={styles.problem} role="alert">
          {RETURN_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
