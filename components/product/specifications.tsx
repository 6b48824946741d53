// The Specifications tab: the product's physical and catalogue facts (spec section 3).
import type { ProductDetail } from '@/lib/catalog/product';
import { FactList, type Fact } from './fact-list';
import styles from './fact-list.module.scss';

const NOT_LISTED = 'Not listed';

export function Specifications({ product }: { product: ProductDetail }) {
  const facts: Fact[] = [
    ['Weight', product.weight || NOT_LISTED],
    ['Dimensions', product.dimensions || NOT_LISTED],
    ['SKU', product.sku],
    ['Barcode', product.barcode || NOT_LISTED],
    ['Serial number', product.serialNumber],
    ['Format', product.isDigital ? 'Digital product' : 'Physical product, shipped to you'],
    ['Origin', product.origin || NOT_LISTED],
    ['Category', product.categories.join(' / ')],
    [
      'Tags',
      product.tags.length > 0 ? (
        <ul key="tags" className={styles.tags}>
          {product.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        NOT_LISTED
      ),
    ],
  ];
  return (
    <div className={styles.block}>
      <FactList facts={facts} />
    </div>
  );
}
