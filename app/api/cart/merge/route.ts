// Right after login: the guest cart joins the buyer's cart at the API (quantities add up, capped
// at stock), and the cookie becomes that merged cart, so a cart from another device shows here.
import type { NextResponse } from 'next/server';
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/lib/cart/cookie';
import { isUnauthorised, json, message, sessionEnded } from '@/lib/cart/handlers';
import { combineLines } from '@/lib/cart/lines';
import { cartMessages, checkoutMessages } from '@/lib/validation/cart';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { mergeUserCart } from '@/lib/upstream/cart';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return message(checkoutMessages.notSignedIn, 401);

  const guest = await readCartLines(request);
  const result = await mergeUserCart(
    session.accessToken,
    guest.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
  );
  if (!result.ok) {
    if (isUnauthorised(result.error)) return sessionEnded();
    // The guest cookie stays as it was: nothing the buyer chose is lost.
    console.warn('[cart] merge at the API failed', { kind: result.error.kind, status: result.error.status });
    return message(cartMessages.mergeFailed, result.error.kind === 'http' && result.error.status < 500 ? 502 : 503);
  }

  const merged = combineLines(result.data.items.map((item) => ({ productId: item.product_id, quantity: item.quantity }))).slice(0, MAX_CART_LINES);
  const response: NextResponse = json({ lines: merged.length });
  return writeCartLines(response, merged);
}
