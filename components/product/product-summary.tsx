// The top of the product page beside the gallery: what it is, who made it, what it costs, where it
// comes from, and the buttons to buy it. Server-rendered; the two buttons are client islands.
import Link from 'next/link';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { BuyNowButton } from '@/components/cart/buy-now-button';
import { FavouriteButton } from '@/components/catalog/favourite-button';
import { StarRating } from '@/components/ui/star-rating';
import button from '@/components/ui/button.module.scss';
import type { ProductDetail } from '@/lib/catalog/product';
import { formatKsh } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { formatRating } from '@/lib/format/rating';
import { pages } from '@/lib/routing/urls';
import { FactList, type Fact } from './fact-list';
import styles from './product-summary.module.scss';

/** Spec section 4: the product page's toasts last 3 s. */
const PRODUCT_TOAST_MS = 3000;

export function ProductSummary({ product }: { product: ProductDetail }) {
  const { shop } = product;
  const chips = [
    { label: product.category.name, href: pages.category(product.category.id), kind: 'Category' },
    { label: product.subcategory.name, href: pages.subcategory(product.subcategory.id), kind: 'Subcategory' },
    { label: product.division.name, href: pages.division(product.division.id), kind: 'Division' },
  ];
  const facts: Fact[] = [
    ['Origin', product.origin || 'Not recorded'],
    ['Verified', product.verifiedAt ? formatDate(product.verifiedAt) : 'Not yet verified'],
    ['Country', shop.country],
  ];

  return (
    <div className={styles.summary}>
      <p className={styles.categories}>{product.categories.join(' · ')}</p>
      <h1 className={styles.name}>{product.name}</h1>
      <p className={styles.maker}>
        Crafted by{' '}
        <Link href={pages.shop(shop.slug)} className={styles.shopLink}>
          {shop.name}
        </Link>
      </p>
      <p className={styles.rating}>
        <StarRating value={shop.rating} size={18} />
        <span aria-hidden="true">{formatRating(shop.rating)}</span>
        <span className={styles.muted}>
          shop rating, {shop.reviews} {shop.reviews === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <p className={styles.price}>{formatKsh(product.price)}</p>

      <ul className={styles.chips} aria-label="Browse related">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link href={chip.href} className={styles.chip} title={`${chip.kind}: ${chip.label}`}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>

      <FactList facts={facts} classes={{ facts: styles.facts, fact: styles.fact }} />

      <p className={product.inStock ? styles.inStock : styles.outOfStock}>{product.inStock ? `In stock (${product.stock} available)` : 'Out of stock'}</p>

      <div className={styles.actions}>
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          price={product.price}
          toastMs={PRODUCT_TOAST_MS}
          disabled={!product.inStock}
          className={`${button.button} ${button.primary}`}
        />
        <BuyNowButton productId={product.id} disabled={!product.inStock} className={`${button.button} ${button.secondary}`} />
        <FavouriteButton productId={product.id} productName={product.name} />
      </div>

      {product.description && <p className={styles.description}>{product.description}</p>}
    </div>
  );
}
