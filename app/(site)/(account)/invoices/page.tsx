// Invoices / Billing History: one invoice per order, each downloadable as a PDF made by the API
// and passed through our own handler with the session (the link carries no token).
import type { Metadata } from 'next';
import Link from 'next/link';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import table from '@/components/ui/table.module.scss';
import { pagedAccountPage, readOrEnd } from '@/lib/account/load';
import type { SearchParams } from '@/lib/routing/search-params';
import { invoiceStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { listInvoices } from '@/lib/upstream/invoices';
import { handlers, pages } from '@/lib/routing/urls';
import { ScrollTable } from '@/components/ui/scroll-table';

export const metadata: Metadata = { title: 'Invoices', robots: { index: false } };

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, here, session } = await pagedAccountPage(pages.invoices, searchParams);
  const invoices = readOrEnd(await listInvoices(session.accessToken, page), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Invoices</h1>
        <p className={styles.lead}>One invoice for each order, to download as a PDF.</p>
      </header>
      <PagedAccountList
        list={invoices}
        path={pages.invoices}
        page={page}
        failedMessage={ACCOUNT_MESSAGES.invoicesLoadFailed}
        emptyMessage="No invoices yet. Each order you place gets one."
      >
        {(items) => (
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Your invoices, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Date</th>
                  <th scope="col">Order</th>
                  <th scope="col" className={table.numeric}>
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className={table.caption}>Download</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row">{invoice.number}</th>
                    <td>{formatDate(invoice.date, 'medium')}</td>
                    <td>
                      <Link href={pages.order(invoice.orderId)} className={table.link}>
                        {invoice.orderNumber}
                      </Link>
                    </td>
                    <td className={table.numeric}>{formatKsh(invoice.amount)}</td>
                    <td>
                      <StatusChip status={invoice.status} tone={invoiceStatusTone(invoice.status)} />
                    </td>
                    <td>
                      {/* A file, not a page: a plain link so the browser downloads it. */}
                      <a href={handlers.invoiceDownload(invoice.id)} download className={table.link}>
                        Download PDF<span className={table.caption}> of invoice {invoice.number}</span>
                      </a>
                    </td>
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
