// DELETE /api/wishlist/{productId}: forget a product. Removing one that was not saved is not an
// error for the heart (the end state is what was asked for).
import { wishlistChangedAnswer } from '@/lib/http/answers/wishlist';
import { route, upstreamFailure } from '@/lib/http/handler';
import { productIdParams } from '@/lib/http/params';
import { WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { removeFromWishlist } from '@/lib/upstream/wishlist';
import { isNotFound } from '@/lib/upstream/client';

export const DELETE = route({
  answer: wishlistChangedAnswer,
  auth: true,
  signInMessage: WISHLIST_MESSAGES.signIn,
  params: productIdParams,
  notFoundMessage: WISHLIST_MESSAGES.chooseProduct,
  async handle({ session, params: { productId }, reply }) {
    const result = await removeFromWishlist(session.accessToken, productId);
    if (!result.ok && !isNotFound(result.error)) return upstreamFailure(result.error, WISHLIST_MESSAGES.failed, { useApiMessage: false });
    return reply({ message: WISHLIST_MESSAGES.removed, productId });
  },
});
