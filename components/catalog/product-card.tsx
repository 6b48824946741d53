'use client';
// The marketplace's product card (spec section 2): image, title, 'By {artisan}', five stars with
// the rating, the price in Ksh, a favourite heart and Add to Cart. The whole card opens the
// product: the title's link stretches over the card; the heart and the button sit above it.
// A client component although it has no state of its own: a server component's rendered tree goes
// into the page's RSC payload element by element (1.6 KB a card, the name four times), a client
// component's only as its props (CardProduct, about 0.3 KB). The HTML is server-rendered either way.
import Link from 'next/link';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarRating } from '@/components/ui/star-rating';
import type { CardProduct } from '@/lib/domain/catalog';
import { formatKsh } from '@/lib/format/money';
import { formatRating } from '@/lib/format/rating';
import { pages } from '@/lib/routing/urls';
import { FavouriteButton } from './favourite-button';
import styles from './product-card.module.scss';

/** Spec section 9: the marketplace's add-to-cart toast lasts 2 s and may show the price. */
const CARD_TOAST_MS = 2000;

/** The rating as the card shows it: '(4.0)', '(4.5)'. */
export function formatCardRating(rating: number): string {
  return `(${formatRating(rating)})`;
}

/**
 * The card's width in the product grid (product-grid.module.scss): four columns from 1024 px, else
 * as many 10rem columns as fit, so two or more from 368 px (half the screen or less) and three or
 * more from 600 px. Saying 90vw made a phone fetch and decode images twice as wide as the card
 * (828 px for 180 CSS px at 1.75x: four times the pixels).
 */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 600px) 34vw, (min-width: 368px) 50vw, 100vw';

interface ProductCardProps {
  product: CardProduct;
  /** Load the image at once (the first row, in the first view on a wide screen). */
  eager?: boolean;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = pages.product(product.id);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <FallbackImage src={product.image} alt={product.imageAlt} fill sizes={CARD_IMAGE_SIZES} maxWidth={640} eager={eager} className={styles.image} />
        {!product.inStock && <span className={styles.badge}>Sold out</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        <p className={styles.artisan}>{`By ${product.artisan}`}</p>
        <p className={styles.rating}>
          <StarRating value={product.rating} size={14} />
          <span className={styles.ratingValue} aria-hidden="true">
            {formatCardRating(product.rating)}
          </span>
        </p>
        <p className={styles.price}>{formatKsh(product.price)}</p>
      </div>
      <div className={styles.favourite}>
        <FavouriteButton productId={product.id} productName={product.name} />
      </div>
      <div className={styles.actions}>
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          price={product.price}
          toastMs={CARD_TOAST_MS}
          showPrice
          disabled={!product.inStock}
          className={`${button.button} ${button.primary} ${button.small} ${button.block}`}
        />
      </div>
    </article>
  );
}
