// The shop's products (issue 32, point 3): a search box and a state filter (a plain GET form, so
// it works without JavaScript), one row per product (name, SKU, price in Ksh, stock, state, a link
// to edit it), and the pages. An empty shop is asked to add its first product.
import Link from 'next/link';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import button from '@/components/ui/button.module.scss';
import { Pagination } from '@/components/ui/pagination';
import { StatusChip } from '@/components/ui/status-chip';
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
  const filtered = q !== '' || status !== null;
  return (
    <>
      <form className={styles.filter} action={pages.sellerProducts()} method="get" role="search" aria-label="Your products">
        <Field label="Search by name or SKU" name="q" type="search" defaultValue={q} />
        <FilterSelect label="State" name="status" defaultValue={status} any="All states" labels={LIST_STATUS_LABELS} />
        <button type="submit" className={`${button.button} ${button.secondary}`}>
          Search
        </button>
      </form>
      {products.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{filtered ? SELLER_PRODUCT_MESSAGES.noMatch : SELLER_PRODUCT_MESSAGES.none}</p>
          {filtered ? null : (
            <Link href={pages.sellerNewProduct} className={`${button.button} ${button.primary}`}>
              Add a product
            </Link>
          )}
        </div>
      ) : (
        <ul className={styles.list} aria-label="Products">
          {products.items.map((product) => {
            const state = sellerProductState(product);
            return (
              <li key={product.id} className={styles.row}>
                <div>
                  <h2 className={styles.name}>{product.name}</h2>
                  <p className={styles.placement}>{product.placement}</p>
                </div>
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
                <p className={styles.state}>
                  <StatusChip status={state.label} tone={state.tone} />
                  <Link
                    href={pages.sellerProduct(product.id)}
                    className={`${button.button} ${button.secondary} ${button.small}`}
                    aria-label={`Edit ${product.name}`}
                  >
                    Edit
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={products.page}
        lastPage={products.lastPage}
        hrefFor={(page) => pages.sellerProducts({ q, status: status ?? undefined, page })}
        label="Pages of your products"
      />
    </>
  );
}
