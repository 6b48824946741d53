// The parts of an order's page that the buyer's, the shop's and the console's pages draw alike: the
// header (the way back to the list, and the order's number as the title), the facts list at the
// top, the shipping address (or the note that none was recorded), the totals card as the buyer was
// charged, and the table of an order's lines (the console's with each line's shop).
import Link from 'next/link';
import type { ReactNode } from 'react';
import account from '@/components/account/account.module.scss';
import { FactList, type Fact } from '@/components/product/fact-list';
import { ScrollTable } from '@/components/ui/scroll-table';
import table from '@/components/ui/table.module.scss';
import { formatKsh } from '@/lib/format/money';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import styles from './orders.module.scss';

interface OrderHeaderProps {
  /** The list the order belongs to: the buyer's Order history, the shop's or the console's Orders. */
  trail: { href: string; label: string };
  number: string;
  /** What stands beside the title (the shop's packing slip); without it the title stands alone. */
  actions?: ReactNode;
}

/** The page's header: "{list} / {number}" as the way back, then "Order {number}" as its title. */
export function OrderHeader({ trail, number, actions }: OrderHeaderProps) {
  const title = <h1 className={account.title}>Order {number}</h1>;
  return (
    <header className={account.header}>
      <p className={styles.breadcrumb}>
        <Link href={trail.href} className={styles.link}>
          {trail.label}
        </Link>{' '}
        / {number}
      </p>
      {actions ? (
        <div className={account.headerRow}>
          {title}
          {actions}
        </div>
      ) : (
        title
      )}
    </header>
  );
}

/** The facts at the top of an order's page, each page its own; a fact the order lacks is null and left out. */
export function OrderFacts({ facts }: { facts: readonly (Fact | null)[] }) {
  return <FactList facts={facts.filter((fact) => fact !== null)} classes={{ facts: styles.facts }} />;
}

/** The address's lines as a label, or the note that none was recorded. */
export function ShippingAddress({ lines }: { lines: readonly string[] | null }) {
  return lines && lines.length > 0 ? (
    <address className={styles.address}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  ) : (
    <p className={styles.muted}>No shipping address was recorded.</p>
  );
}

type Totals = { subtotal: number; discount: number; promoCode?: string | null; promoDiscount?: number; shipping: number; tax: number; total: number };

/** The totals card: subtotal, discount, shipping (free when nothing), tax and the total. */
export function OrderTotals({ totals, headingId }: { totals: Totals; headingId: string }) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Totals
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatKsh(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{totals.discount > 0 ? `−${formatKsh(totals.discount)}` : formatKsh(0)}</dd>
        </div>
        {totals.promoCode && (
          <div>
            <dt>{CART_MESSAGES.promoLabel(totals.promoCode)}</dt>
            <dd>−{formatKsh(totals.promoDiscount ?? 0)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{totals.shipping > 0 ? formatKsh(totals.shipping) : 'Free'}</dd>
        </div>
        <div>
          <dt>Tax (8%)</dt>
          <dd>{formatKsh(totals.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatKsh(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

type Line = { name: string; sku: string; quantity: number; unitPrice: number; lineTotal: number; shop?: { name: string } | null };

/** An order's lines as a table: product, SKU, the shop when `withShop`, quantity, unit price, total. */
export function OrderLinesTable({ lines, caption, withShop = false }: { lines: readonly Line[]; caption: string; withShop?: boolean }) {
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            {withShop ? <th scope="col">Shop</th> : null}
            <th scope="col" className={table.numeric}>
              Quantity
            </th>
            <th scope="col" className={table.numeric}>
              Unit price
            </th>
            <th scope="col" className={table.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <th scope="row" className={table.wrap}>
                {line.name}
              </th>
              <td>{line.sku}</td>
              {withShop ? <td className={table.wrap}>{line.shop?.name ?? '-'}</td> : null}
              <td className={table.numeric}>{line.quantity}</td>
              <td className={table.numeric}>{formatKsh(line.unitPrice)}</td>
              <td className={table.numeric}>{formatKsh(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
