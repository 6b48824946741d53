// The cart's answers. The header badge and the Quick Buy toggles read one SWR key, the cart's
// summary (`CART_KEY`); an add answers the new summary itself, so the browser updates that key
// from the add's answer without asking again.
import * as z from 'zod/mini';
import type { CartView } from '@/lib/cart/view';
import { handlers } from '@/lib/routing/urls';
import { id } from './common';

const count = () => z.number().check(z.int(), z.nonnegative());

/** GET /api/cart/summary: how many lines, and which products (for the Quick Buy toggles). */
export const cartSummaryAnswer = z.object({ lines: count(), productIds: z.array(id()) });

export type CartSummaryAnswer = z.infer<typeof cartSummaryAnswer>;

/** The one SWR key of the cart in the browser: its summary. */
export const CART_KEY = handlers.cartSummary;

/** POST /api/cart/items: the message to show, the line's new quantity and the new summary. */
export const cartAddedAnswer = z.extend(cartSummaryAnswer, { message: z.string(), quantity: count() });

/** POST /api/cart/merge: how many lines the buyer's cart holds now. */
export const cartMergedAnswer = z.object({ lines: count() });

/** DELETE /api/cart (the guest cart forgotten at logout). */
export const cartClearedAnswer = z.object({ cleared: z.literal(true) });

const money = () => z.number();

/** Why a promo code gives nothing (contract/rules/promo.ts's PromoRefusal). */
const promoRefusal = z.union([
  z.object({ reason: z.enum(['unknown', 'inactive', 'used_up', 'already_used']) }),
  z.object({ reason: z.enum(['not_started', 'expired']), at: z.string() }),
  z.object({ reason: z.literal('min_spend'), minimum: money(), short: money() }),
  z.object({ reason: z.literal('no_shop_product'), shop: z.string() }),
]);

const promoTerms = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: money(),
  minSpend: money(),
  shopId: z.nullable(id()),
  shopName: z.nullable(z.string()),
  refusal: z.nullable(promoRefusal),
});

const cartView = z.object({
  lines: z.array(
    z.object({
      productId: id(),
      quantity: count(),
      title: z.nullable(z.string()),
      sku: z.nullable(z.string()),
      image: z.nullable(z.string()),
      imageAlt: z.string(),
      artisan: z.nullable(z.string()),
      shopId: z.optional(z.nullable(id())),
      price: z.nullable(money()),
      stock: z.number(),
      problem: z.nullable(z.enum(['missing', 'out_of_stock', 'insufficient_stock'])),
    }),
  ),
  summary: z.object({
    subtotal: money(),
    discount: money(),
    shipping: money(),
    tax: money(),
    total: money(),
    promo: z.optional(z.object({ code: z.string(), discount: money(), refusal: z.nullable(promoRefusal) })),
  }),
  promo: z.optional(z.nullable(promoTerms)),
}) satisfies z.ZodMiniType<CartView>;

/** GET /api/cart: the cart as the cart page shows it. */
export const cartAnswer = z.object({ cart: cartView });

/** PATCH and DELETE /api/cart/items/{id}: the cart as it now stands (null when it cannot be priced now). */
export const cartChangedAnswer = z.object({ cart: z.nullable(cartView) });

export type CartChangedAnswer = z.infer<typeof cartChangedAnswer>;

/** The summary of a cart's lines (the cookie's, the API's, or a cart view's). */
export function summaryOf(lines: readonly { productId: number }[]): CartSummaryAnswer {
  return { lines: lines.length, productIds: lines.map((line) => line.productId) };
}
