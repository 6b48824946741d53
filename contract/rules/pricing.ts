// The cart summary of spec section 9, the one pricing function: the cart page, the storefront's
// route handlers, the checkout payload and the API's re-pricing of an order all call it.
// Work is done in cents so that 8% tax rounds the same way on every machine.

export const FREE_DISCOUNT_THRESHOLD = 3000;
export const DISCOUNT = 300;
export const SHIPPING = 350;
export const TAX_RATE_PERCENT = 8;
/**
 * The most one order may come to: the API keeps money as numeric(12,2), so an order, its lines and
 * its payment hold at most 9,999,999,999.99. Every part of the summary is at most its total.
 */
export const MAX_ORDER_TOTAL = 9_999_999_999.99;

export interface PricedLine {
  /** Unit price in shillings. */
  price: number;
  quantity: number;
}

export interface CartSummary {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

const toCents = (shillings: number) => Math.round(shillings * 100);

export function summariseCart(lines: readonly PricedLine[]): CartSummary {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const subtotal = subtotalCents / 100;
  const discount = subtotal > FREE_DISCOUNT_THRESHOLD ? DISCOUNT : 0;
  const shipping = lines.length > 0 ? SHIPPING : 0;
  // Tax is 8% of (subtotal - discount), rounded to a whole shilling (half up).
  const tax = Math.round(((subtotalCents - discount * 100) * TAX_RATE_PERCENT) / 10000);
  const total = Math.max(0, (subtotalCents - discount * 100 + shipping * 100 + tax * 100) / 100);
  return { subtotal, discount, shipping, tax, total };
}
