// One order: its lines, where it goes, the totals it was charged, payment and invoice.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { toMediaPath } from '@/lib/cart/view';
import { productHref } from '@/lib/domain/catalog';
import { formatKsh } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { OrderStatusChip } from './order-status-chip';
import styles from './orders.module.scss';

export interface OrderDetailData {
  order_id: number;
  order_number: string;
  order_status: string;
  financial_status: string;
  created_at: string;
  buyer: { name: string; email: string };
  items: { product_id: number | null; name: string; sku: string; quantity: number; unit_price: number; line_total: number; image_url: string | null }[];
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total_amount: number;
  shipping_address: {
    name?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    address1?: string | null;
    address2?: string | null;
    city?: string | null;
    province?: string | null;
    zip?: string | null;
    country?: string | null;
    phone?: string | null;
  } | null;
  payment: { payment_status: string; payment_processor: string; processed_at: string | null } | null;
  invoice: { invoice_number: string; status: string } | null;
}

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function addressLines(address: NonNullable<OrderDetailData['shipping_address']>): string[] {
  const name = address.name || [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [name, address.address1, address.address2, [address.city, address.province, address.zip].filter(Boolean).join(', '), address.country, address.phone].filter(
    (line): line is string => Boolean(line),
  );
}

export function OrderDetail({ order }: { order: OrderDetailData }) {
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusChip status={order.order_status} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.created_at, 'dateTime')}</dd>
        </div>
        <div>
          <dt>Buyer</dt>
          <dd>{order.buyer.name}</dd>
        </div>
      </dl>

      <section className={styles.card} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className={styles.cardTitle}>
          Items
        </h2>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${item.product_id ?? item.sku}-${index}`} className={styles.item}>
              <div className={styles.itemImage}>
                <FallbackImage src={toMediaPath(item.image_url)} alt="" width={64} height={64} sizes="64px" />
              </div>
              <div>
                <p className={styles.itemName}>
                  {item.product_id ? (
                    <Link href={productHref(item.product_id)} className={styles.link}>
                      {item.name}
                    </Link>
                  ) : (
                    item.name
                  )}
                </p>
                <p className={styles.muted}>
                  {item.quantity} × {formatKsh(item.unit_price)}
                  <span className={styles.sku}> · SKU {item.sku}</span>
                </p>
              </div>
              <p className={styles.itemTotal}>{formatKsh(item.line_total)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-address-heading">
          <h2 id="order-address-heading" className={styles.cardTitle}>
            Shipping address
          </h2>
          {order.shipping_address ? (
            <address className={styles.address}>
              {addressLines(order.shipping_address).map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          ) : (
            <p className={styles.muted}>No shipping address was recorded.</p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="order-payment-heading">
          <h2 id="order-payment-heading" className={styles.cardTitle}>
            Payment
          </h2>
          <dl className={styles.pairs}>
            <div>
              <dt>Payment</dt>
              <dd>
                {order.payment
                  ? `${capitalise(order.payment.payment_status)} (${order.payment.payment_processor})`
                  : capitalise(order.financial_status)}
              </dd>
            </div>
            {order.payment?.processed_at && (
              <div>
                <dt>Paid on</dt>
                <dd>{formatDate(order.payment.processed_at, 'dateTime')}</dd>
              </div>
            )}
            <div>
              <dt>Invoice</dt>
              <dd>{order.invoice ? `${order.invoice.invoice_number} (${order.invoice.status})` : 'Not issued yet'}</dd>
            </div>
          </dl>
          {order.invoice && (
            <Link href="/invoices" className={styles.link}>
              See your invoices
            </Link>
          )}
        </section>

        <section className={styles.card} aria-labelledby="order-totals-heading">
          <h2 id="order-totals-heading" className={styles.cardTitle}>
            Totals
          </h2>
          <dl className={styles.totals}>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatKsh(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>{order.discount > 0 ? `−${formatKsh(order.discount)}` : formatKsh(0)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping > 0 ? formatKsh(order.shipping) : 'Free'}</dd>
            </div>
            <div>
              <dt>Tax (8%)</dt>
              <dd>{formatKsh(order.tax)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{formatKsh(order.total_amount)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
