// The Specifications tab: the product's physical and catalogue facts (spec section 3).
import type { ProductDetail } from '@/lib/catalog/product';
import styles from './fact-list.module.scss';

const NOT_LISTED = 'Not listed';

export function Specifications({ product }: { product: ProductDetail }) {
  const facts: [string, string][] = [
    ['Weight', product.weight || NOT_LISTED],
    ['Dimensions', product.dimensions || NOT_LISTED],
    ['SKU', product.sku],
    ['Barcode', product.barcode || NOT_LISTED],
    ['Serial number', product.serialNumber],
    ['Format', product.isDigital ? 'Digital product' : 'Physical product, shipped to you'],
    ['Origin', product.origin || NOT_LISTED],
    ['Category', product.categories.join(' / ')],
  ];
  return (
    <div className={styles.block}>
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>Tags</dt>
          <dd>
            {product.tags.length > 0 ? (
              <ul className={styles.tags}>
                {product.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              NOT_LISTED
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
