// One order in the console (/admin/orders/{id}): where it and its money stand, the buyer, the
// totals, and where it goes.
import { PersonCell } from '@/components/admin-console/person-cell';
import orders from '@/components/orders/orders.module.scss';
import { OrderTotals, ShippingAddress } from '@/components/orders/order-parts';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import type { AdminOrder } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';

export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className={orders.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusChip status={order.orderStatus} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            <PaymentStateChip state={order.paymentState} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.createdAt, 'dateTime')}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatKsh(order.total)}</dd>
        </div>
      </dl>
      <div className={orders.columns}>
        <section className={orders.card} aria-labelledby="admin-order-buyer">
          <h2 id="admin-order-buyer" className={orders.cardTitle}>
            Buyer
          </h2>
          <PersonCell person={order.buyer} />
          <ShippingAddress lines={order.address} />
        </section>
        <OrderTotals totals={order} headingId="admin-order-totals" />
      </div>
    </>
  );
}
