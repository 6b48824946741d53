// The browser's one way to add a product to the cart: POST /api/cart/items through the BFF.
export const ADD_TO_CART_FAILED = 'Failed to add item to cart';

export type AddToCartResult = { ok: true } | { ok: false; error: string };

export async function addToCart(productId: number, quantity = 1): Promise<AddToCartResult> {
  try {
    const response = await fetch('/api/cart/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ productId, quantity }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    // A stock message ('Only 2 left in stock.') is worth showing; anything else is the spec's.
    const error = response.status === 422 && typeof body?.message === 'string' ? body.message : ADD_TO_CART_FAILED;
    return { ok: false, error };
  } catch (error) {
    console.warn('Add to cart failed', error);
    return { ok: false, error: ADD_TO_CART_FAILED };
  }
}
