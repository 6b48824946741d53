// An order's lines in the console, each with its shop.
import orders from '@/components/orders/orders.module.scss';
import { ScrollTable } from '@/components/ui/scroll-table';
import table from '@/components/ui/table.module.scss';
import type { AdminOrderLine } from '@/lib/domain/admin-orders';
import { formatKsh } from '@/lib/format/money';

export function OrderLines({ lines }: { lines: AdminOrderLine[] }) {
  return (
    <section className={orders.card} aria-labelledby="admin-order-lines">
      <h2 id="admin-order-lines" className={orders.cardTitle}>
        Items
      </h2>
      <ScrollTable>
        <table className={table.table}>
          <caption className={table.caption}>The order’s lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Shop</th>
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
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className={table.wrap}>
                  {line.name}
                </th>
                <td>{line.sku}</td>
                <td className={table.wrap}>{line.shop?.name ?? '-'}</td>
                <td className={table.numeric}>{line.quantity}</td>
                <td className={table.numeric}>{formatKsh(line.unitPrice)}</td>
                <td className={table.numeric}>{formatKsh(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
