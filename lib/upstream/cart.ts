// The cart's calls: products read fresh for the guest cart (price and stock as of now, never a
// cached copy), and the signed-in buyer's cart, which lives at the API (docs/decisions/011).
import 'server-only';
import { z } from 'zod';
import { api } from '@/lib/routing/urls';
import { publicCall, userCall } from './client';
import { productSchema } from '@/contract/api/catalog';

/** What a cart line needs of a product (the rest of the API's product is not read here). */
const cartProductSchema = productSchema.pick({
  product_id: true,
  product_name: true,
  sku: true,
  base_price: true,
  stock: true,
  images: true,
});
const cartProductDetailSchema = z.object({
  product: cartProductSchema.extend({ shop: productSchema.shape.shop.pick({ shop_name: true }) }),
});

/** The API's cart as the storefront reads it: which products, how many, each product as of now. */
const apiCartSchema = z.object({
  items: z.array(z.object({ product_id: z.number().int(), quantity: z.number().int(), product: cartProductDetailSchema.shape.product })),
});

export type ApiCart = z.infer<typeof apiCartSchema>;

/** One product, read now (the cart must show today's price and stock). */
export function getCartProduct(productId: number) {
  return publicCall(api.product(productId), cartProductDetailSchema, { timeoutMs: 5000 });
}

export function getUserCart(token: string) {
  return userCall(token, api.cart, apiCartSchema);
}

export function addUserCartItem(token: string, productId: number, quantity: number) {
  return userCall(token, api.cartItems, apiCartSchema, { method: 'POST', body: { product_id: productId, quantity } });
}

export function setUserCartItem(token: string, productId: number, quantity: number) {
  return userCall(token, api.cartItem(productId), apiCartSchema, { method: 'PATCH', body: { quantity } });
}

export function removeUserCartItem(token: string, productId: number) {
  return userCall(token, api.cartItem(productId), apiCartSchema, { method: 'DELETE' });
}

/** A guest cart joining the buyer's at login: quantities add up, capped at stock. */
export function mergeUserCart(token: string, items: { product_id: number; quantity: number }[]) {
  return userCall(token, api.cartMerge, apiCartSchema, { method: 'POST', body: { items } });
}
