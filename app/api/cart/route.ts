// The cart as the cart page shows it: each cookie line with today's product data, flags for lines
// that cannot be bought, and the summary of the rest (spec section 9).
import { NextResponse } from 'next/server';
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { json, message } from '@/lib/cart/handlers';
import { loadCartView } from '@/lib/cart/load';
import { cartMessages } from '@/lib/validation/cart';

export async function GET(request: Request) {
  const lines = await readCartLines(request);
  const result = await loadCartView(lines);
  if (!result.ok) return message(cartMessages.loadFailed, 503);
  return json({ cart: result.view });
}

/**
 * Forgets the cart in this browser (at logout, so the next person on a shared browser does not
 * see it). A buyer's cart at the API is kept and comes back at their next login.
 */
export async function DELETE(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  return writeCartLines(NextResponse.json({ cleared: true }), []);
}
