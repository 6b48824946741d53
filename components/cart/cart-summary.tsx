// The cart summary of spec section 9, exactly as `summariseCart` computed it.
import type { CartSummary as Summary } from '@/contract/rules/pricing';
import { TAX_RATE_PERCENT } from '@/contract/rules/pricing';
import { formatKsh } from '@/lib/format/money';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import styles from './cart-summary.module.scss';

export function CartSummary({ summary, headingId }: { summary: Summary; headingId?: string }) {
  return (
    <dl className={styles.summary} aria-labelledby={headingId}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{formatKsh(summary.subtotal)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Discount</dt>
        <dd>{summary.discount > 0 ? `−${formatKsh(summary.discount)}` : formatKsh(0)}</dd>
      </div>
      {summary.promo && summary.promo.discount > 0 && (
        <div className={styles.row}>
          <dt>{CART_MESSAGES.promoLabel(summary.promo.code)}</dt>
          <dd>−{formatKsh(summary.promo.discount)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd>{summary.shipping > 0 ? formatKsh(summary.shipping) : 'Free'}</dd>
      </div>
      <div className={styles.row}>
        <dt>Tax ({TAX_RATE_PERCENT}%)</dt>
        <dd>{formatKsh(summary.tax)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatKsh(summary.total)}</dd>
      </div>
    </dl>
  );
}
