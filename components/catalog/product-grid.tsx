import { cardProduct, type ProductSummary } from '@/lib/domain/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.scss';

interface ProductGridProps {
  products: ProductSummary[];
  /** How many of the first images to preload (those above the fold). */
  priorityCount?: number;
  /** Names the list for assistive technology, e.g. 'Products'. */
  label?: string;
  headingLevel?: 2 | 3;
}

/** Product cards in a responsive grid: one column on phones up to four on wide screens. */
export function ProductGrid({ products, priorityCount = 4, label = 'Products', headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={cardProduct(product)} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
