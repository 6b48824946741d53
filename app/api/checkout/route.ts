// Place order: `{addressId, idempotencyKey}` from the cart page. Everything else is the server's:
// the buyer from the session and their profile, a saved address, the buyer's cart at the API with
// its products as they are now, the totals of the one pricing function. The browser's key goes to
// the API as the Idempotency-Key, and the order's ids are derived from it, so a doubled or retried
// request sends the very same order and the API answers it once; a retry that finds the cart
// already emptied by the first try gets that try's order back.
import { apiCartView } from '@/lib/cart/store';
import { deriveOrderIds } from '@/lib/cart/order-ids';
import { buildOrderPayload, splitName, type OrderBuyer } from '@/lib/cart/order-payload';
import { chargeableLines } from '@/lib/cart/view';
import { orderPlacedAnswer } from '@/lib/http/answers/checkout';
import { invalid, message, route, upstreamFailure } from '@/lib/http/handler';
import { CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { listAddresses } from '@/lib/upstream/addresses';
import { getProfile } from '@/lib/upstream/profile';
import { findOrderByIdempotencyKey, placeOrder } from '@/lib/upstream/orders';
import { getUserCart } from '@/lib/upstream/cart';
import type { OrderDetail } from '@/lib/domain/orders';
import { checkoutSchema } from '@/lib/validation/cart';
import { isUnauthorised } from '@/lib/upstream/client';

export const POST = route({
  answer: orderPlacedAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  body: checkoutSchema,
  async handle({ session, body: { addressId, idempotencyKey }, reply }) {
    const placedAnswer = (order: OrderDetail) =>
      reply(
        { message: CHECKOUT_MESSAGES.placed, order: { id: order.id, number: order.number, total: order.total, walletAvailable: order.walletAvailable } },
        201,
      );
    const token = session.accessToken;
    const [profile, addresses, cartResult] = await Promise.all([getProfile(token), listAddresses(token), getUserCart(token)]);
    const cart = apiCartView(cartResult);
    // Any read refused with a 401 ends the session (upstreamFailure), before any other failure.
    const refused = [profile, addresses, cartResult].find((result) => !result.ok && isUnauthorised(result.error));
    if (refused && !refused.ok) return upstreamFailure(refused.error, CHECKOUT_MESSAGES.failed);
    if (!profile.ok) return upstreamFailure(profile.error, CHECKOUT_MESSAGES.failed, { useApiMessage: false });
    if (!addresses.ok) return upstreamFailure(addresses.error, CHECKOUT_MESSAGES.failed, { useApiMessage: false });
    if (!cart.ok) return message(CHECKOUT_MESSAGES.failed, 503);

    const address = addresses.data.find((a) => a.id === addressId);
    if (!address) return invalid({ addressId: CHECKOUT_MESSAGES.chooseAddress });

    // Flagged lines (gone, out of stock, short) are shown on the cart page but not ordered or charged.
    const ordered = chargeableLines(cart.view.lines);
    if (ordered.length === 0) {
      // A retry of a checkout that already went through: its lines left the cart with the order.
      const earlier = await findOrderByIdempotencyKey(token, idempotencyKey);
      if (earlier.ok) return placedAnswer(earlier.data.order);
      return message(cart.view.lines.length === 0 ? CHECKOUT_MESSAGES.emptyCart : CHECKOUT_MESSAGES.nothingToOrder, cart.view.lines.length === 0 ? 422 : 409);
    }

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
      lines: ordered.map((line) => ({
        productId: line.productId,
        title: line.title,
        sku: line.sku,
        price: line.price,
        quantity: line.quantity,
        shopId: line.shopId,
      })),
      promo: cart.view.promo,
    });

    const placed = await placeOrder(token, payload, idempotencyKey);
    if (!placed.ok) return upstreamFailure(placed.error, CHECKOUT_MESSAGES.failed);

    // The API takes the ordered lines out of the buyer's cart in the order's transaction; flagged
    // lines stay for the buyer to see.
    return placedAnswer(placed.data.order);
  },
});
