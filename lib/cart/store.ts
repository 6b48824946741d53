// Where a cart lives (docs/decisions/011): a signed-in buyer's cart is the API's, read and written
// there on every request, so every device shows the same lines at once; a guest's cart is the
// sealed cookie, which joins the buyer's cart at login and is then emptied. Each request prices the
// cart once, from the products as they are now.
import 'server-only';
import type { CartLine } from '@/lib/cart/cookie';
import { loadCartView, type CartViewResult } from '@/lib/cart/load';
import { buildCartView, toViewLine } from '@/lib/cart/view';
import type { UpstreamResult } from '@/lib/upstream/client';
import type { UserCart } from '@/lib/domain/cart';
import { getUserCart } from '@/lib/upstream/cart';

/** The API's cart as the cart view: its products are already today's, so nothing is read again. */
function viewOfApiCart(cart: UserCart) {
  return buildCartView(
    cart.items.map((item) => toViewLine(item, item.product)),
    cart.promo,
  );
}

/** The result of an API cart call as the cart view (or the call's failure). */
export function apiCartView(result: UpstreamResult<UserCart>): CartViewResult {
  return result.ok ? { ok: true, view: viewOfApiCart(result.data) } : { ok: false, error: result.error };
}

/** The cart as it stands: the buyer's at the API, or the guest's cookie lines priced now. */
export async function readCart(token: string | null, guestLines: () => Promise<CartLine[]>): Promise<CartViewResult> {
  if (token) return apiCartView(await getUserCart(token));
  return loadCartView(await guestLines());
}
