// /seller/products/{id} (issue 32, point 3): one of the shop's products, to edit, publish,
// unpublish, archive or delete, and its photos to add, order and remove. Another shop's product
// is not found, as at the API.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadTaxonomyChoices } from '@/components/seller-products/load-taxonomy';
import { SellerProductForm } from '@/components/seller-products/seller-product-form';
import { SellerProductPhotos } from '@/components/seller-products/seller-product-photos';
import { SellerProductSteps } from '@/components/seller-products/seller-product-steps';
import styles from '@/components/seller-products/seller-products.module.scss';
import { StatusChip } from '@/components/ui/status-chip';
import { isMissing, readOrEnd } from '@/lib/account/load';
import { sellerProductState } from '@/lib/domain/seller';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { getSellerProduct } from '@/lib/upstream/seller-products';
import { parseId } from '@/contract/rules/ids';

export const metadata: Metadata = { title: 'Edit a product', robots: { index: false } };

export default async function SellerProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = parseId(raw);
  if (id === null) notFound();
  const here = pages.sellerProduct(id);

  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(here);
  if (!session) return null;
  const [result, taxonomy] = await Promise.all([getSellerProduct(session.accessToken, id), loadTaxonomyChoices()]);
  if (isMissing(result)) notFound();
  const product = readOrEnd(result, here);

  if (!product || !taxonomy) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Edit a product</h1>
        <p className={styles.problem} role="alert">
          {product ? SELLER_PRODUCT_MESSAGES.taxonomyLoadFailed : SELLER_PRODUCT_MESSAGES.productLoadFailed}
        </p>
      </div>
    );
  }

  const state = sellerProductState(product);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{product.name}</h1>
        <p className={styles.state}>
          <StatusChip status={state.label} tone={state.tone} />
          {product.serialNumber ? <span>Serial {product.serialNumber}</span> : null}
        </p>
      </header>
      <SellerProductSteps product={product} />
      <SellerProductForm key={product.updatedAt} taxonomy={taxonomy} product={product} />
      <SellerProductPhotos productId={product.id} productName={product.name} photos={product.photos} />
    </div>
  );
}
