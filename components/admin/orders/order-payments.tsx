// An order's payment attempts in the console, each with what its provider recorded: the M-Pesa
// receipt or card reference, the request id, and the result code of a failed one.
import orders from '@/components/orders/orders.module.scss';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { AdminOrderPayment } from '@/lib/domain/admin-orders';
import { paymentStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import styles from './admin-orders.module.scss';

export function OrderPayments({ payments }: { payments: AdminOrderPayment[] }) {
  return (
    <section className={orders.card} aria-labelledby="admin-order-payments">
      <h2 id="admin-order-payments" className={orders.cardTitle}>
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className={orders.muted}>No payment was attempted.</p>
      ) : (
        <ScrollTable>
          <table className={table.table}>
            <caption className={table.caption}>Payment attempts, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col" className={table.numeric}>
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Provider record</th>
                <th scope="col">Started</th>
                <th scope="col">Settled</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row">
                    <div className={styles.stack}>
                      <span>
                        #{payment.id} {payment.processor}
                      </span>
                      {payment.payer ? <span className={styles.muted}>{payment.payer}</span> : null}
                    </div>
                  </th>
                  <td className={table.numeric}>{formatKsh(payment.amount)}</td>
                  <td>
                    <StatusChip status={payment.status} tone={paymentStatusTone(payment.status)} />
                    {payment.refundDue ? <p className={styles.muted}>Arrived late: to be refunded</p> : null}
                  </td>
                  <td className={table.wrap}>
                    <div className={styles.stack}>
                      {payment.receiptNumber ? <span>Receipt {payment.receiptNumber}</span> : null}
                      {payment.reference && payment.reference !== payment.receiptNumber ? <span>Reference {payment.reference}</span> : null}
                      {payment.checkoutRequestId ? <span className={styles.muted}>Request {payment.checkoutRequestId}</span> : null}
                      {payment.resultCode || payment.failureReason ? (
                        <span className={styles.muted}>
                          {payment.resultCode ? `Result ${payment.resultCode}` : ''}
                          {payment.resultCode && payment.failureReason ? ': ' : ''}
                          {payment.failureReason ?? ''}
                        </span>
                      ) : null}
                      {payment.provider ? <span className={styles.muted}>Via {payment.provider}</span> : null}
                    </div>
                  </td>
                  <td>{formatDate(payment.createdAt, 'dateTime')}</td>
                  <td>{formatDate(payment.processedAt, 'dateTime')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
