// The seller centre's overview: the figures (orders to ship, sales this month, low stock, rating),
// then the orders to ship oldest first, the products running low and the latest reviews, each with
// its own empty state for a new shop. Server-rendered; no JavaScript of its own.
import Link from 'next/link';
import { StatusChip } from '@/components/ui/status-chip';
import type { SellerOverview } from '@/lib/domain/seller-overview';
import { formatNumber } from '@/lib/format/count';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { formatRating } from '@/lib/format/rating';
import { SELLER_CENTRE } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import account from '@/components/account/account.module.scss';
import styles from './seller-overview.module.scss';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

function OrdersToShip({ toShip }: { toShip: SellerOverview['toShip'] }) {
  return (
    <section className={styles.card} aria-labelledby="to-ship-heading">
      <div className={styles.cardHead}>
        <h2 id="to-ship-heading" className={styles.cardTitle}>
          Orders to ship
        </h2>
        <Link href={pages.sellerOrders} className={styles.more}>
          All orders
        </Link>
      </div>
      {toShip.orders.length === 0 ? (
        <p className={styles.empty}>{SELLER_CENTRE.nothingToShip}</p>
      ) : (
        <ol className={styles.list} aria-label="Oldest first">
          {toShip.orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <p className={styles.rowMain}>
                <Link href={pages.sellerOrder(order.id)}>Order {order.orderNumber}</Link>
                <span className={styles.muted}> · {order.buyerName}</span>
              </p>
              <p className={styles.muted}>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'medium')}</time> · {plural(order.itemCount, 'item', 'items')} ·{' '}
                {formatKsh(order.total)}
              </p>
              <p>{order.isNew ? <StatusChip status="New" tone="yellow" /> : <StatusChip status="Accepted" tone="blue" />}</p>
            </li>
          ))}
        </ol>
      )}
      {toShip.count > toShip.orders.length ? (
        <p className={styles.muted}>
          {formatNumber(toShip.count - toShip.orders.length)} more in <Link href={pages.sellerOrders}>Orders</Link>.
        </p>
      ) : null}
    </section>
  );
}

function LowStock({ lowStock }: { lowStock: SellerOverview['lowStock'] }) {
  return (
    <section className={styles.card} aria-labelledby="low-stock-heading">
      <div className={styles.cardHead}>
        <h2 id="low-stock-heading" className={styles.cardTitle}>
          Low stock
        </h2>
        <Link href={pages.sellerProducts()} className={styles.more}>
          All products
        </Link>
      </div>
      <p className={styles.muted}>Active products with {formatNumber(lowStock.threshold)} or fewer left.</p>
      {lowStock.products.length === 0 ? (
        <p className={styles.empty}>{SELLER_CENTRE.noLowStock}</p>
      ) : (
        <ul className={styles.list}>
          {lowStock.products.map((product) => (
            <li key={product.id} className={styles.row}>
              <p className={styles.rowMain}>
                <Link href={pages.sellerProduct(product.id)}>{product.name}</Link>
                <span className={styles.muted}> · SKU {product.sku}</span>
              </p>
              <p className={product.stock === 0 ? styles.out : undefined}>{product.stock === 0 ? 'Out of stock' : `${formatNumber(product.stock)} left`}</p>
            </li>
          ))}
        </ul>
      )}
      {lowStock.count > lowStock.products.length ? (
        <p className={styles.muted}>{plural(lowStock.count - lowStock.products.length, 'more product', 'more products')} running low.</p>
      ) : null}
    </section>
  );
}

function LatestReviews({ reviews }: { reviews: SellerOverview['latestReviews'] }) {
  return (
    <section className={styles.card} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.cardTitle}>
        Latest reviews
      </h2>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{SELLER_CENTRE.noReviews}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.rowMain}>
                <span className={styles.stars}>{formatRating(review.rating)} / 5</span> <Link href={pages.product(review.productId)}>{review.productName}</Link>
              </p>
              <p className={styles.muted}>
                {review.reviewerName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, 'medium')}</time>
              </p>
              <p className={styles.comment}>{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SellerOverviewView({ overview }: { overview: SellerOverview | null }) {
  const shop = overview?.shops[0] ?? null;
  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Overview</h1>
        {shop ? <p className={account.lead}>{overview && overview.shops.length > 1 ? overview.shops.map((s) => s.name).join(', ') : shop.name}</p> : null}
      </header>
      {!overview ? (
        <p className={account.problem} role="alert">
          {SELLER_CENTRE.overviewLoadFailed}
        </p>
      ) : !shop ? (
        <p className={styles.emptyBox}>{SELLER_CENTRE.noShop}</p>
      ) : (
        <>
          <ul className={styles.figures} aria-label="Your shop in figures">
            <li className={styles.figure}>
              <span className={styles.figureLabel}>Orders to ship</span>
              <span className={styles.figureValue}>{formatNumber(overview.toShip.count)}</span>
            </li>
            <li className={styles.figure}>
              <span className={styles.figureLabel}>Sales this month</span>
              <span className={styles.figureValue}>{formatKsh(overview.salesThisMonth.net)}</span>
              <span className={styles.muted}>
                {overview.salesThisMonth.paid === 0 && overview.salesThisMonth.refunded === 0
                  ? SELLER_CENTRE.noSales
                  : `${formatKsh(overview.salesThisMonth.paid)} paid, less ${formatKsh(overview.salesThisMonth.refunded)} refunded`}
              </span>
            </li>
            <li className={styles.figure}>
              <span className={styles.figureLabel}>Low stock</span>
              <span className={styles.figureValue}>{formatNumber(overview.lowStock.count)}</span>
            </li>
            {overview.shops.map((s) => (
              <li key={s.id} className={styles.figure}>
                <span className={styles.figureLabel}>{overview.shops.length > 1 ? `Rating of ${s.name}` : 'Shop rating'}</span>
                <span className={styles.figureValue}>{s.reviewCount === 0 ? '-' : `${formatRating(s.ratingAverage)} / 5`}</span>
                <span className={styles.muted}>{plural(s.reviewCount, 'review', 'reviews')}</span>
              </li>
            ))}
          </ul>
          <div className={styles.grid}>
            <OrdersToShip toShip={overview.toShip} />
            <LowStock lowStock={overview.lowStock} />
            <LatestReviews reviews={overview.latestReviews} />
          </div>
        </>
      )}
    </div>
  );
}
