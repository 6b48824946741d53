// The cart as the cart page shows it: each cookie line with today's product data, flags for lines
// that cannot be bought, and the summary of the rest (spec section 9).
import { readCartLines } from '@/lib/cart/cookie-response';
import { json, message } from '@/lib/cart/handlers';
import { loadCartView } from '@/lib/cart/load';
import { cartMessages } from '@/lib/cart/validation';

export async function GET(request: Request) {
  const lines = await readCartLines(request);
  const result = await loadCartView(lines);
  if (!result.ok) return message(cartMessages.loadFailed, 503);
  return json({ cart: result.view });
}
