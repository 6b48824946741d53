// The Shipping tab. The figures are the cart's own (contract/rules/pricing.ts), so what this tab promises
// is what checkout charges. Where the spec's static text disagrees (free shipping over Ksh 2,000,
// per-option prices), the cart's rule wins, as ARCHITECTURE.md says.
import { DISCOUNT, FREE_DISCOUNT_THRESHOLD, SHIPPING, TAX_RATE_PERCENT } from '@/contract/rules/pricing';
import { formatKsh } from '@/lib/format/money';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { FactList, type Fact } from './fact-list';
import styles from './fact-list.module.scss';

export function ShippingInfo() {
  const facts: Fact[] = [
    ['Shipping', `A flat ${formatKsh(SHIPPING)} per order, however many pieces it holds.`],
    ['Order discount', `${formatKsh(DISCOUNT)} off every order over ${formatKsh(FREE_DISCOUNT_THRESHOLD)}.`],
    ['Tax', `${TAX_RATE_PERCENT}% of the order after the discount, shown in the cart before you pay.`],
    ['Returns', RETURNS_POLICY.returnWindow],
    ['Refund guarantee', RETURNS_POLICY.refundGuarantee],
  ];
  return (
    <div className={styles.block}>
      <FactList facts={facts} />
      <h3 className={styles.heading}>Delivery options</h3>
      <ul className={styles.list}>
        <li>
          <strong>Standard:</strong> 3-5 business days within Kenya.
        </li>
        <li>
          <strong>Express:</strong> 1-2 business days within Kenya.
        </li>
        <li>
          <strong>Same Day:</strong> Nairobi only.
        </li>
        <li>
          <strong>International:</strong> Kenya to the US in 5-7 days.
        </li>
      </ul>
      <p className={styles.note}>
        Every option ships for the same flat {formatKsh(SHIPPING)}. Each piece is packed securely by hand, and you get a tracking number as soon as your order
        leaves the workshop.
      </p>
    </div>
  );
}
