// Place order: `{addressId, idempotencyKey}` from the cart page. Everything else is the server's:
// the buyer from the session and their profile, a saved address, the cookie's lines priced by the
// API now, the totals of the one pricing function. The browser's key goes to the API as the
// Idempotency-Key, and the order's ids are derived from it, so a doubled or retried request sends
// the very same order and the API answers it once.
import type { NextResponse } from 'next/server';
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { isUnauthorised, json, message, sessionEnded } from '@/lib/cart/handlers';
import { loadCartView } from '@/lib/cart/load';
import { deriveOrderIds } from '@/lib/cart/order-ids';
import { buildOrderPayload, splitName, type OrderBuyer } from '@/lib/cart/order-payload';
import { checkoutMessages, checkoutSchema } from '@/lib/validation/cart';
import { chargeableLines } from '@/lib/cart/view';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { listAddresses } from '@/lib/upstream/addresses';
import { getProfile } from '@/lib/upstream/auth';
import { describeError } from '@/lib/upstream/client';
import { placeOrder } from '@/lib/upstream/orders';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return message(checkoutMessages.notSignedIn, 401);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(checkoutSchema, body.data);
  if (!form.ok) return form.response;
  const { addressId, idempotencyKey } = form.data;

  const lines = await readCartLines(request);
  if (lines.length === 0) return message(checkoutMessages.emptyCart, 422);

  const token = session.accessToken;
  const [profile, addresses, cart] = await Promise.all([getProfile(token), listAddresses(token), loadCartView(lines)]);
  if ((!profile.ok && isUnauthorised(profile.error)) || (!addresses.ok && isUnauthorised(addresses.error))) return sessionEnded();
  if (!profile.ok) return upstreamFailure(profile.error, checkoutMessages.failed);
  if (!addresses.ok) return upstreamFailure(addresses.error, checkoutMessages.failed);
  if (!cart.ok) return message(checkoutMessages.failed, 503);

  const address = addresses.data.find((a) => a.id === addressId);
  if (!address) return json({ message: checkoutMessages.chooseAddress, fieldErrors: { addressId: checkoutMessages.chooseAddress } }, 422);

  // Flagged lines (gone, out of stock, short) are shown on the cart page but not ordered or charged.
  const ordered = chargeableLines(cart.view.lines);
  if (ordered.length === 0) return message(checkoutMessages.nothingToOrder, 409);

  const user = profile.data;
  const [first, last] = splitName(user.name);
  const buyer: OrderBuyer = {
    id: user.user_id,
    firstName: user.firstName?.trim() || first,
    lastName: user.lastName?.trim() || last,
    email: user.email,
    phone: user.phone?.trim() || address.phone,
  };
  const { payload } = buildOrderPayload({
    ids: deriveOrderIds(user.user_id, idempotencyKey, ordered.length),
    buyer,
    address,
    lines: ordered.map((line) => ({ productId: line.productId, title: line.title, sku: line.sku, price: line.price, quantity: line.quantity })),
  });

  const placed = await placeOrder(token, payload, idempotencyKey);
  if (!placed.ok) {
    if (isUnauthorised(placed.error)) return sessionEnded();
    return upstreamFailure(placed.error, describeError(placed.error, checkoutMessages.failed));
  }

  const { order } = placed.data;
  const orderedIds = new Set(ordered.map((line) => line.productId));
  // What stays in the cart: the flagged lines the buyer may still want (not the vanished products).
  const remaining = cart.view.lines
    .filter((line) => !orderedIds.has(line.productId) && line.problem !== 'missing')
    .map((line) => ({ productId: line.productId, quantity: line.quantity }));
  const response: NextResponse = json(
    {
      message: checkoutMessages.placed,
      order: { order_id: order.order_id, order_number: order.order_number, total_amount: order.total_amount },
    },
    201,
  );
  return writeCartLines(response, remaining);
}
