// One order in the console (/admin/orders/{id}): where it and its money stand, the buyer, the
// totals, and where it goes.
import { PersonCell } from '@/components/admin-console/person-cell';
import orders from '@/components/orders/orders.module.scss';
import { OrderFacts, OrderTotals, ShippingAddress } from '@/components/orders/order-parts';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import type { AdminOrder } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';

export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <>
      <OrderFacts
        facts={[
          ['Status', <OrderStatusChip key="status" status={order.orderStatus} />],
          ['Payment', <PaymentStateChip key="payment" state={order.paymentState} />],
          ['Placed', formatDate(order.createdAt, 'dateTime')],
          ['Total', formatKsh(order.total)],
        ]}
      />
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
