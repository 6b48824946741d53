// One cart line: image, title, artisan, unit price, quantity, line total and Remove. A line that
// cannot be bought as it stands says why and is left out of the total.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatKsh } from '@/lib/format/money';
import type { CartViewLine } from '@/lib/cart/view';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { QuantityControl } from './quantity-control';
import styles from './cart-line-item.module.scss';

interface CartLineItemProps {
  line: CartViewLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function problemText(line: CartViewLine): string | null {
  switch (line.problem) {
    case 'missing':
      return CART_MESSAGES.lineMissing;
    case 'out_of_stock':
      return CART_MESSAGES.lineOutOfStock;
    case 'insufficient_stock':
      return CART_MESSAGES.lineShort(line.stock);
    default:
      return null;
  }
}

export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const name = line.title ?? `Product #${line.productId}`;
  const problem = problemText(line);
  const problemId = `cart-line-${line.productId}-problem`;

  return (
    <li className={styles.line} aria-describedby={problem ? problemId : undefined} data-problem={line.problem ?? undefined}>
      <div className={styles.image}>
        <FallbackImage src={line.image} alt={line.title ? line.imageAlt : ''} width={96} height={96} sizes="96px" />
      </div>
      <div className={styles.details}>
        <h3 className={styles.title}>
          {line.title ? (
            <Link href={pages.product(line.productId)} className={styles.link}>
              {line.title}
            </Link>
          ) : (
            name
          )}
        </h3>
        {line.artisan && <p className={styles.artisan}>Crafted by {line.artisan}</p>}
        {line.price !== null && (
          <p className={styles.price}>
            {formatKsh(line.price)} <span className={styles.each}>each</span>
          </p>
        )}
        {problem && (
          <p id={problemId} className={styles.problem}>
            {problem}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityControl
          productName={name}
          quantity={line.quantity}
          max={line.problem === 'missing' ? null : Math.max(line.stock, 1)}
          disabled={line.problem === 'missing' || line.problem === 'out_of_stock'}
          onChange={onQuantity}
        />
        {line.price !== null && (
          <p className={styles.lineTotal}>
            <VisuallyHidden>Line total: </VisuallyHidden>
            {formatKsh(line.price * line.quantity)}
          </p>
        )}
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${name} from cart`}>
          Remove
        </button>
      </div>
    </li>
  );
}
