// The cart's calls: products read fresh for the guest cart (price and stock as of now, never a
// cached copy), and the signed-in buyer's cart, which lives at the API (docs/decisions/011). Both
// answer lib/domain/cart.ts types, normalised here by the schemas' transforms.
import 'server-only';
import { z } from 'zod';
import type { CartProduct, UserCart } from '@/lib/domain/cart';
import { mediaPath } from '@/contract/api/media-path';
import { api } from '@/lib/routing/urls';
import { publicCall, userCall } from './client';
import { productSchema } from '@/contract/api/catalog';
import { cartLineSchema, type cartAddBodySchema, type cartMergeBodySchema, type cartQuantityBodySchema } from '@/contract/api/cart';
import { cartPromoSchema, type cartPromoBodySchema } from '@/contract/api/promo-codes';
import type { PromoTerms } from '@/contract/rules/promo';

/** What a cart line needs of a product (the rest of the API's product is not read here). */
const cartProductSchema = productSchema
  .pick({ product_id: true, product_name: true, sku: true, base_price: true, stock: true, images: true })
  // The shop's id only prices a shop's promo code: an API that leaves it out still gives a cart.
  .extend({ shop: productSchema.shape.shop.pick({ shop_name: true }).extend({ shop_id: z.number().int().optional() }) })
  .transform((p): CartProduct => {
    const [image] = p.images;
    return {
      id: p.product_id,
      title: p.product_name,
      sku: p.sku,
      price: p.base_price,
      stock: p.stock,
      image: mediaPath(image?.image_url),
      imageAlt: image?.alt_text || p.product_name,
      artisan: p.shop.shop_name,
      shopId: p.shop.shop_id ?? null,
    };
  });

const cartProductDetailSchema = z.object({ product: cartProductSchema }).transform((d) => d.product);

/**
 * The contract's cart (every cart answer, the merge's included) read for its lines: which
 * products, how many, each product as of now (the storefront prices lines itself, `summariseCart`).
 */
const userCartSchema = z
  .object({
    items: z.array(cartLineSchema.pick({ product_id: true, quantity: true }).extend({ product: cartProductSchema })),
    // An API from before promo codes answers none.
    promo: cartPromoSchema.nullish(),
  })
  .transform((c): UserCart => ({
    items: c.items.map((item) => ({ productId: item.product_id, quantity: item.quantity, product: item.product })),
    promo: c.promo ? toPromoTerms(c.promo) : null,
  }));

function toPromoTerms(promo: z.output<typeof cartPromoSchema>): PromoTerms {
  const { code, kind, value, min_spend, shop_id, shop_name, blocked } = promo;
  return { code, kind, value, minSpend: min_spend, shopId: shop_id, shopName: shop_name, refusal: blocked };
}

/** One product, read now (the cart must show today's price and stock). */
export function getCartProduct(productId: number) {
  return publicCall(api.product(productId), cartProductDetailSchema, { timeoutMs: 5000 });
}

export function getUserCart(token: string) {
  return userCall(token, api.cart, userCartSchema);
}

export function addUserCartItem(token: string, productId: number, quantity: number) {
  return userCall(token, api.cartItems, userCartSchema, {
    method: 'POST',
    body: { product_id: productId, quantity } satisfies z.input<typeof cartAddBodySchema>,
  });
}

export function setUserCartItem(token: string, productId: number, quantity: number) {
  return userCall(token, api.cartItem(productId), userCartSchema, { method: 'PATCH', body: { quantity } satisfies z.input<typeof cartQuantityBodySchema> });
}

export function removeUserCartItem(token: string, productId: number) {
  return userCall(token, api.cartItem(productId), userCartSchema, { method: 'DELETE' });
}

/** Applies a promo code to the buyer's cart; the API refuses it (422, its words) unless it gives something now. */
export function applyUserCartPromo(token: string, code: string) {
  return userCall(token, api.cartPromo, userCartSchema, { method: 'POST', body: { code } satisfies z.input<typeof cartPromoBodySchema> });
}

export function removeUserCartPromo(token: string) {
  return userCall(token, api.cartPromo, userCartSchema, { method: 'DELETE' });
}

/** A guest cart joining the buyer's at login: quantities add up, capped at stock. */
export function mergeUserCart(token: string, lines: readonly { productId: number; quantity: number }[]) {
  const items = lines.map((line) => ({ product_id: line.productId, quantity: line.quantity }));
  return userCall(token, api.cartMerge, userCartSchema, { method: 'POST', body: { items } satisfies z.input<typeof cartMergeBodySchema> });
}
