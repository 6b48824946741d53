// The cart summary of spec section 9, the one pricing function: the cart page, the storefront's
// route handlers, the checkout payload and the API's re-pricing of an order all call it.
// Work is done in cents so that 8% tax rounds the same way on every machine. A promo code
// (promo.ts) adds its discount on top of the spec's; without one every figure is the spec's.
import { promoDiscountCents, type PromoRefusal, type PromoTerms } from './promo';

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
  /** The product's shop: only a shop's promo code reads it. */
  shopId?: number | null;
}

/** A promo code in the summary: what it takes off, or why it gives nothing. */
export interface AppliedPromo {
  code: string;
  discount: number;
  refusal: PromoRefusal | null;
}

export interface CartSummary {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** Only when a promo code was given. */
  promo?: AppliedPromo;
}

const toCents = (shillings: number) => Math.round(shillings * 100);

export function summariseCart(lines: readonly PricedLine[], promo?: PromoTerms | null): CartSummary {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const subtotal = subtotalCents / 100;
  const discount = subtotal > FREE_DISCOUNT_THRESHOLD ? DISCOUNT : 0;
  const shipping = lines.length > 0 ? SHIPPING : 0;
  // The code takes at most what the spec's discount leaves, so the discounts never pass the subtotal.
  const applied = promo ? promoDiscountCents(promo, lines, Math.max(0, subtotalCents - discount * 100)) : null;
  const promoCents = applied?.cents ?? 0;
  // Tax is 8% of (subtotal - all discounts), rounded to a whole shilling (half up).
  const tax = Math.round(((subtotalCents - discount * 100 - promoCents) * TAX_RATE_PERCENT) / 10000);
  const total = Math.max(0, (subtotalCents - discount * 100 - promoCents + shipping * 100 + tax * 100) / 100);
  const summary: CartSummary = { subtotal, discount, shipping, tax, total };
  if (promo && applied) summary.promo = { code: promo.code, discount: promoCents / 100, refusal: applied.refusal };
  return summary;
}
