// My Transactions (spec section 2): Transaction ID, Date/Time, Amount, Account No, Phone, Status,
// and a view link opening the order's page in a new tab; with the processor (M-Pesa or card) and the
// receipt of each payment attempt (issue 23).
import type { Metadata } from 'next';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import table from '@/components/ui/table.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { paymentStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { listTransactions } from '@/lib/upstream/transactions';
import { pages } from '@/lib/routing/urls';
import { ScrollTable } from '@/components/ui/scroll-table';

export const metadata: Metadata = { title: 'My Transactions', robots: { index: false } };

export default async function MyTransactionsPage() {
  const session = await accountSession(pages.myTransactions);
  const transactions = readOrEnd(await listTransactions(session.accessToken), pages.myTransactions);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>My Transactions</h1>
      </header>
      {!transactions ? (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.transactionsLoadFailed}
        </p>
      ) : transactions.length === 0 ? (
        <div className={styles.empty}>
          <p>No transactions found.</p>
        </div>
      ) : (
        <ScrollTable>
          <table className={table.table}>
            <caption className={table.caption}>Your transactions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Transaction ID</th>
                <th scope="col">Date/Time</th>
                <th scope="col" className={table.numeric}>
                  Amount
                </th>
                <th scope="col">Account No</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
                <th scope="col">Processor</th>
                <th scope="col">Receipt</th>
                <th scope="col">
                  <span className={table.caption}>Order</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t.id}>
                  <th scope="row">{t.id}</th>
                  <td>{formatDate(t.dateTime, 'dateTime')}</td>
                  <td className={table.numeric}>{formatKsh(t.amount)}</td>
                  <td>{t.accountNo || '-'}</td>
                  <td>{t.phone ?? '-'}</td>
                  <td>
                    <StatusChip status={t.status} tone={paymentStatusTone(t.status)} />
                  </td>
                  <td>{t.processor ?? '-'}</td>
                  <td>{t.receipt ?? '-'}</td>
                  <td>
                    {t.viewUrl ? (
                      <a href={t.viewUrl} target="_blank" rel="noopener" className={table.link}>
                        View<span className={table.caption}> transaction {t.id} (opens in a new tab)</span>
                      </a>
                    ) : (
                      '-'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </div>
  );
}
