// The shop's products (issue 32, point 3): a search box and a state filter (a plain GET form, so
// it works without JavaScript), one row per product (name, SKU, price in Ksh, stock, state, a link
// to edit it), and the pages; the staff areas' one ItemList. An empty shop is asked to add its
// first product.
import Link from 'next/link';
import { ItemList } from '@/components/staff/item-list';
import button from '@/components/ui/button.module.scss';
import type { Page } from '@/lib/domain/catalog';
import { sellerProductState, type SellerProduct, type SellerProductListStatus } from '@/lib/domain/seller';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import styles from './seller-products.module.scss';

/** The filter's choices, in the order the seller reads them. */
export const LIST_STATUS_LABELS: Record<SellerProductListStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  out_of_stock: 'Out of stock',
  archived: 'Archived',
};

interface SellerProductListProps {
  products: Page<SellerProduct>;
  q: string;
  status: SellerProductListStatus | null;
}

export function SellerProductList({ products, q, status }: SellerProductListProps) {
  return (
    <ItemList
      search={{
        action: pages.sellerProducts(),
        label: 'Your products',
        searchLabel: 'Search by name or SKU',
        statusLabel: 'State',
        anyStatus: 'All states',
        statuses: LIST_STATUS_LABELS,
        q,
        status,
      }}
      label="Products"
      items={products}
      factColumns={3}
      card={(product) => ({
        id: product.id,
        title: product.name,
        byline: product.placement,
        facts: (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>SKU</dt>
              <dd>{product.sku}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Price</dt>
              <dd>{formatKsh(product.price)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Stock</dt>
              <dd>{formatNumber(product.stock)}</dd>
            </div>
          </dl>
        ),
        status: sellerProductState(product),
        editHref: pages.sellerProduct(product.id),
      })}
      empty={{
        none: SELLER_PRODUCT_MESSAGES.none,
        noMatch: SELLER_PRODUCT_MESSAGES.noMatch,
        firstStep: (
          <Link href={pages.sellerNewProduct} className={`${button.button} ${button.primary}`}>
            Add a product
          </Link>
        ),
      }}
      pageHref={(page) => pages.sellerProducts({ q, status: status ?? undefined, page })}
      pagesLabel="Pages of your products"
    />
  );
}
