// The buyer's promo code: POST `{code}` applies it, DELETE takes it out. Both answer the cart as it
// now stands, priced with the code. A code is the signed-in buyer's (their cart is the API's); the
// API says why a code is refused, in its own words.
import { apiCartView } from '@/lib/cart/store';
import { cartChangedAnswer } from '@/lib/http/answers/cart';
import { route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { applyUserCartPromo, removeUserCartPromo } from '@/lib/upstream/cart';
import { promoCodeSchema } from '@/lib/validation/cart';

export const POST = route({
  auth: true,
  signInMessage: CART_MESSAGES.promoSignIn,
  answer: cartChangedAnswer,
  body: promoCodeSchema,
  async handle({ session, body: { code }, reply }) {
    const result = apiCartView(await applyUserCartPromo(session.accessToken, code));
    if (!result.ok) return upstreamFailure(result.error, CART_MESSAGES.promoFailed);
    return reply({ cart: result.view });
  },
});

export const DELETE = route({
  auth: true,
  signInMessage: CART_MESSAGES.promoSignIn,
  answer: cartChangedAnswer,
  async handle({ session, reply }) {
    const result = apiCartView(await removeUserCartPromo(session.accessToken));
    if (!result.ok) return upstreamFailure(result.error, CART_MESSAGES.promoRemoveFailed);
    return reply({ cart: result.view });
  },
});
