// POST /api/wishlist {productId}: save a product to the signed-in buyer's wishlist.
import { wishlistChangedAnswer } from '@/lib/http/answers/wishlist';
import { route, upstreamFailure } from '@/lib/http/handler';
import { WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { MAX_ID } from '@/contract/rules/ids';
import { addToWishlist } from '@/lib/upstream/wishlist';
import { z } from '@/lib/validation/zod';

const choose = WISHLIST_MESSAGES.chooseProduct;

/** A positive whole number, or its digits as a string. */
const productIdValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number({ error: choose }).int(choose).min(1, choose).max(MAX_ID, choose),
);

/** `{productId}`, or the API's own spelling `{product_id}`. */
const saveSchema = z.preprocess(
  (body) => {
    const fields = body as Record<string, unknown>;
    return { productId: fields.productId ?? fields.product_id };
  },
  z.object({ productId: productIdValue }),
);

export const POST = route({
  answer: wishlistChangedAnswer,
  auth: true,
  signInMessage: WISHLIST_MESSAGES.signIn,
  body: saveSchema,
  async handle({ session, body: { productId }, reply }) {
    const result = await addToWishlist(session.accessToken, productId);
    if (!result.ok) return upstreamFailure(result.error, WISHLIST_MESSAGES.failed, { useApiMessage: false });
    return reply({ message: WISHLIST_MESSAGES.saved, productId });
  },
});
