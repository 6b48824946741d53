import { cardProduct, type ProductSummary } from '@/lib/domain/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.scss';

interface ProductGridProps {
  products: ProductSummary[];
  /**
   * How many of the first images to load at once rather than lazily: the first row, in the first
   * view on a wide screen. None is preloaded: on a phone the grid starts below the fold, and
   * preloads at high priority held back the stylesheets it needs to paint (docs/benchmarks.md,
   * tenth session).
   */
  eagerCount?: number;
  /** Names the list for assistive technology, e.g. 'Products'. */
  label?: string;
  headingLevel?: 2 | 3;
}

/** Product cards in a responsive grid: one column on phones up to four on wide screens. */
export function ProductGrid({ products, eagerCount = 4, label = 'Products', headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={cardProduct(product)} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
