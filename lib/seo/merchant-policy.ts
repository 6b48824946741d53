// What the site promises about shipping and returns, as figures the structured data states. The
// shipping rate is the cart's own (contract/rules/pricing.ts, decision 001), so a search result never
// shows a price the cart does not charge; the return windows are contract/rules/returns.ts's,
// which the FAQ and the Shipping tab say; the delivery times are the FAQ's and the Shipping tab's.
import { SHIPPING } from '@/contract/rules/pricing';

export { RETURNS_POLICY } from '@/lib/domain/returns-policy';

/** Where the cart's rule applies: orders delivered in Kenya, priced in shillings. */
export const SHIPPING_COUNTRY = 'KE';
export const CURRENCY = 'KES';

/** A flat rate per order, however many pieces it holds (one piece is one order's worth). */
export const SHIPPING_RATE = SHIPPING;

/** Same Day in Nairobi up to 3-5 business days elsewhere in Kenya (the Shipping tab, the FAQ). */
export const TRANSIT_DAYS = { min: 0, max: 5 } as const;
/** "Delivery starts as soon as your order is packed" (the FAQ): packing is counted as up to a day. */
export const HANDLING_DAYS = { min: 0, max: 1 } as const;

/** Where a buyer reads the return policy. */
export const RETURN_POLICY_PATH = '/faq#return-window';
