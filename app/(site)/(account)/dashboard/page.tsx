// Dashboard: the buyer's real figures (orders, wallet, the average rating they gave), their recent
// activity across orders, payments, tickets and reviews, and the spec's quick links. One API call,
// shared with the layout's sidebar.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Figures } from '@/components/account/figures';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import { accountSession, loadAccountSummary, readOrEnd } from '@/lib/account/load';
import { orderStatusTone, paymentStatusTone, ticketStatusTone } from '@/lib/domain/status';
import type { ActivityItem } from '@/lib/domain/account';
import { formatNumber } from '@/lib/format/count';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { formatRating } from '@/lib/format/rating';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

const QUICK_LINKS = [
  { href: pages.orderHistory, label: 'Order History' },
  { href: pages.wallet, label: 'Wallet' },
  { href: pages.profileDetails, label: 'User Details' },
  { href: pages.wishlist, label: 'Wishlist' },
] as const;

const TONES = { order: orderStatusTone, payment: paymentStatusTone, ticket: ticketStatusTone, review: () => 'blue' as const };

function Activity({ item }: { item: ActivityItem }) {
  return (
    <li className={styles.activity}>
      <p>
        <Link href={item.href}>{item.title}</Link>
        {item.detail ? <span className={styles.muted}> · {item.detail}</span> : null}
      </p>
      <p className={styles.muted}>
        <time dateTime={item.date}>{formatDate(item.date, 'medium')}</time>
      </p>
      <p>
        {item.status ? <StatusChip status={item.status} tone={TONES[item.type](item.status)} /> : null}
        {item.paymentState ? (
          <>
            {' '}
            <PaymentStateChip state={item.paymentState} />
          </>
        ) : null}
        {item.amount !== null ? <span> {formatKsh(item.amount)}</span> : null}
      </p>
    </li>
  );
}

export default async function DashboardPage() {
  const session = await accountSession(pages.dashboard);
  const summary = readOrEnd(await loadAccountSummary(session.accessToken), pages.dashboard);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Welcome, {session.user.name || session.user.email}</h1>
        <p className={styles.lead}>Your orders, wallet and recent activity.</p>
      </header>
      {summary ? (
        <>
          <Figures
            label="Your account in figures"
            figures={[
              { label: 'Orders', value: formatNumber(summary.orders.total) },
              { label: 'Wallet balance', value: formatKsh(summary.wallet.balance) },
              {
                label: 'Average rating you gave',
                value: summary.reviews.averageRating === null ? '-' : `${formatRating(summary.reviews.averageRating)} / 5`,
              },
            ]}
          />
          <section className={styles.card} aria-labelledby="activity-heading">
            <h2 id="activity-heading" className={styles.cardTitle}>
              Recent activity
            </h2>
            {summary.recentActivity.length === 0 ? (
              <p className={styles.muted}>
                Nothing yet. <Link href={pages.marketplace}>Browse the marketplace</Link> to place your first order.
              </p>
            ) : (
              <ul className={styles.list}>
                {summary.recentActivity.map((item) => (
                  <Activity key={`${item.type}-${item.id}`} item={item} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.countsLoadFailed}
        </p>
      )}
      <nav aria-labelledby="quick-links-heading" className={styles.card}>
        <h2 id="quick-links-heading" className={styles.cardTitle}>
          Quick links
        </h2>
        <ul className={styles.links}>
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
