// /seller/products/new (issue 32, point 3): a new product, saved as a draft, then opened on its
// own page to publish. The division is chosen from the catalogue's category tree.
import type { Metadata } from 'next';
import { loadTaxonomyChoices } from '@/components/seller-products/load-taxonomy';
import { SellerProductForm } from '@/components/seller-products/seller-product-form';
import styles from '@/components/seller-products/seller-products.module.scss';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';

export const metadata: Metadata = { title: 'Add a product', robots: { index: false } };

export default async function NewSellerProductPage() {
  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(pages.sellerNewProduct);
  if (!session) return null;
  const taxonomy = await loadTaxonomyChoices();

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Add a product</h1>
        <p className={styles.lead}>It is saved as a draft: buyers see it once you publish it.</p>
      </header>
      {taxonomy ? (
        <SellerProductForm taxonomy={taxonomy} />
      ) : (
        <p className={styles.problem} role="alert">
          {SELLER_PRODUCT_MESSAGES.taxonomyLoadFailed}
        </p>
      )}
    </div>
  );
}
