// Place order: `{addressId, idempotencyKey}` from the cart page. Everything else is the server's:
// the buyer from the session and their profile, a saved address, the cookie's lines priced by the
// API now, the totals of the one pricing function. The browser's key goes to the API as the
// Idempotency-Key, and the order's ids are derived from it, so a doubled or retried request sends
// the very same order and the API answers it once.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { loadCartView } from '@/lib/cart/load';
import { deriveOrderIds } from '@/lib/cart/order-ids';
import { buildOrderPayload, splitName, type OrderBuyer } from '@/lib/cart/order-payload';
import { chargeableLines } from '@/lib/cart/view';
import { invalid, isUnauthorised, json, message, route, upstreamFailure } from '@/lib/http/handler';
import { listAddresses } from '@/lib/upstream/addresses';
import { getProfile } from '@/lib/upstream/profile';
import { placeOrder } from '@/lib/upstream/orders';
import type { PlacedOrder } from '@/lib/domain/orders';
import { checkoutMessages, checkoutSchema } from '@/lib/validation/cart';

export const POST = route({
  auth: true,
  signInMessage: checkoutMessages.notSignedIn,
  body: checkoutSchema,
  async handle({ request, session, body: { addressId, idempotencyKey } }) {
    const lines = await readCartLines(request);
    if (lines.length === 0) return message(checkoutMessages.emptyCart, 422);

    const token = session.accessToken;
    const [profile, addresses, cart] = await Promise.all([getProfile(token), listAddresses(token), loadCartView(lines)]);
    // Either read refused with a 401 ends the session (upstreamFailure), before any other failure.
    const refused = [profile, addresses].find((result) => !result.ok && isUnauthorised(result.error));
    if (refused && !refused.ok) return upstreamFailure(refused.error, checkoutMessages.failed);
    if (!profile.ok) return upstreamFailure(profile.error, checkoutMessages.failed, { useApiMessage: false });
    if (!addresses.ok) return upstreamFailure(addresses.error, checkoutMessages.failed, { useApiMessage: false });
    if (!cart.ok) return message(checkoutMessages.failed, 503);

    const address = addresses.data.find((a) => a.id === addressId);
    if (!address) return invalid({ addressId: checkoutMessages.chooseAddress });

    // Flagged lines (gone, out of stock, short) are shown on the cart page but not ordered or charged.
    const ordered = chargeableLines(cart.view.lines);
    if (ordered.length === 0) return message(checkoutMessages.nothingToOrder, 409);

    const user = profile.data;
    const [first, last] = splitName(user.name);
    const buyer: OrderBuyer = {
      id: user.id,
      firstName: user.details.firstName?.trim() || first,
      lastName: user.details.lastName?.trim() || last,
      email: user.email,
      phone: user.phone?.trim() || address.phone,
    };
    const { payload } = buildOrderPayload({
      ids: deriveOrderIds(user.id, idempotencyKey, ordered.length),
      buyer,
      address,
      lines: ordered.map((line) => ({ productId: line.productId, title: line.title, sku: line.sku, price: line.price, quantity: line.quantity })),
    });

    const placed = await placeOrder(token, payload, idempotencyKey);
    if (!placed.ok) return upstreamFailure(placed.error, checkoutMessages.failed);

    const { order } = placed.data;
    const orderedIds = new Set(ordered.map((line) => line.productId));
    // What stays in the cart: the flagged lines the buyer may still want (not the vanished products).
    const remaining = cart.view.lines
      .filter((line) => !orderedIds.has(line.productId) && line.problem !== 'missing')
      .map((line) => ({ productId: line.productId, quantity: line.quantity }));
    const response = json(
      {
        message: checkoutMessages.placed,
        order: { id: order.id, number: order.number, total: order.total } satisfies PlacedOrder,
      },
      201,
    );
    return writeCartLines(response, remaining);
  },
});
