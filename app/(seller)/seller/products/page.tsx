// /seller/products (issue 32, point 3): the shop's products, searched by name or SKU, filtered by
// state, a page at a time. Per request and private: it reads the seller's session; a buyer or an
// admin gets the seller layout's 403 page and no data, a visitor goes to login and back.
import type { Metadata } from 'next';
import Link from 'next/link';
import { SellerProductList } from '@/components/seller-products/seller-product-list';
import styles from '@/components/seller-products/seller-products.module.scss';
import button from '@/components/ui/button.module.scss';
import { PRODUCT_LIST_STATUSES } from '@/contract/rules/product-status';
import type { SellerProductListStatus } from '@/lib/domain/seller';
import { readOrEnd } from '@/lib/account/load';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { listSellerProducts } from '@/lib/upstream/seller-products';

export const metadata: Metadata = { title: 'Your products', robots: { index: false } };

const isListStatus = (value: string): value is SellerProductListStatus => (PRODUCT_LIST_STATUSES as readonly string[]).includes(value);

export default async function SellerProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const q = firstParam(query.q);
  const asked = firstParam(query.status);
  const status = isListStatus(asked) ? asked : null;
  const page = readPage(query.page);
  const here = pages.sellerProducts({ q, status: status ?? undefined, page });

  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(here);
  if (!session) return null;
  const products = readOrEnd(await listSellerProducts(session.accessToken, { page, q: q || undefined, status: status ?? undefined }), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your products</h1>
        <Link href={pages.sellerNewProduct} className={`${button.button} ${button.primary}`}>
          Add a product
        </Link>
      </header>
      {products ? (
        <SellerProductList products={products} q={q} status={status} />
      ) : (
        <p className={styles.problem} role="alert">
          {SELLER_PRODUCT_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
