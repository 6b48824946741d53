// The browser's one way to add a product to the cart: POST /api/cart/items through the BFF.
import { sendJson } from '@/lib/http/client';

export const ADD_TO_CART_FAILED = 'Failed to add item to cart';

export type AddToCartResult = { ok: true } | { ok: false; error: string };

export async function addToCart(productId: number, quantity = 1): Promise<AddToCartResult> {
  const answer = await sendJson('/api/cart/items', { method: 'POST', body: { productId, quantity } }, ADD_TO_CART_FAILED);
  if (answer.ok) return { ok: true };
  // A stock message ('Only 2 left in stock.') is worth showing; anything else is the spec's.
  return { ok: false, error: answer.status === 422 ? answer.message : ADD_TO_CART_FAILED };
}
