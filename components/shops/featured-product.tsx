// A shop's featured product (spec section 2: optional, with Quick Buy): image, title, rating,
// price in Ksh and a short description. A server component; the button is the client island.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarRating } from '@/components/ui/star-rating';
import type { FeaturedProduct as FeaturedProductData } from '@/lib/domain/catalog';
import { formatKsh } from '@/lib/format/money';
import { formatRating } from '@/lib/format/rating';
import { pages } from '@/lib/routing/urls';
import { QuickBuyButton } from './quick-buy-button';
import styles from './featured-product.module.scss';

export function FeaturedProduct({ product }: { product: FeaturedProductData }) {
  const rating = Math.min(5, Math.max(0, product.rating));
  return (
    <section className={styles.featured} aria-labelledby="featured-heading">
      <div className={styles.media}>
        <FallbackImage src={product.image} alt={product.imageAlt} fill sizes="(min-width: 768px) 360px, 92vw" maxWidth={828} className={styles.image} />
      </div>
      <div className={styles.body}>
        <h2 id="featured-heading" className={styles.eyebrow}>
          Featured product
        </h2>
        <h3 className={styles.title}>
          <Link href={pages.product(product.id)} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.rating}>
          <StarRating value={rating} size={16} />
          <span aria-hidden="true">({formatRating(rating)})</span>
        </p>
        <p className={styles.price}>{formatKsh(product.price)}</p>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.actions}>
          <QuickBuyButton productId={product.id} title={product.name} disabled={!product.inStock} />
        </div>
      </div>
    </section>
  );
}
