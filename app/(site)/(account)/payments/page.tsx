// Payments (spec section 2): Payment #, Order #, Order Number, Amount, Currency, Status, Processor,
// Processed At ('-' when not processed), page by page; and the M-Pesa receipt (or card reference)
// of a completed attempt (issue 23). Every attempt shows: pending, completed and failed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import table from '@/components/ui/table.module.scss';
import { pagedAccountPage, readOrEnd } from '@/lib/account/load';
import type { SearchParams } from '@/lib/routing/search-params';
import { paymentStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { listPayments } from '@/lib/upstream/payments';
import { pages } from '@/lib/routing/urls';
import { ScrollTable } from '@/components/ui/scroll-table';

export const metadata: Metadata = { title: 'Payments', robots: { index: false } };

export default async function PaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, here, session } = await pagedAccountPage(pages.payments, searchParams);
  const payments = readOrEnd(await listPayments(session.accessToken, page), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Payments</h1>
      </header>
      <PagedAccountList list={payments} path={pages.payments} page={page} failedMessage={PAYMENT_MESSAGES.listLoadFailed} emptyMessage="No payments found.">
        {(items) => (
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Your payments, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Payment #</th>
                  <th scope="col">Order #</th>
                  <th scope="col">Order Number</th>
                  <th scope="col" className={table.numeric}>
                    Amount
                  </th>
                  <th scope="col">Currency</th>
                  <th scope="col">Status</th>
                  <th scope="col">Processor</th>
                  <th scope="col">Processed At</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.id}</th>
                    <td>{p.orderId}</td>
                    <td>
                      <Link href={pages.order(p.orderId)} className={table.link}>
                        {p.orderNumber}
                      </Link>
                    </td>
                    <td className={table.numeric}>{formatKsh(p.amount)}</td>
                    <td>{p.currency}</td>
                    <td>
                      <StatusChip status={p.status} tone={paymentStatusTone(p.status)} />
                    </td>
                    <td>{p.processor || '-'}</td>
                    <td>{p.processedAt ? formatDate(p.processedAt, 'dateTime') : '-'}</td>
                    <td>{p.receipt ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </PagedAccountList>
    </div>
  );
}
