// GET /api/wishlist/ids: which products the signed-in buyer saved, so the hearts on a cached
// listing page can fill themselves in. 401 for a visitor who is not signed in.
import { wishlistIdsAnswer } from '@/lib/http/answers/wishlist';
import { route, upstreamFailure } from '@/lib/http/handler';
import { WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { getWishlistIds } from '@/lib/upstream/wishlist';

export const GET = route({
  answer: wishlistIdsAnswer,
  auth: true,
  signInMessage: WISHLIST_MESSAGES.signIn,
  async handle({ session, reply }) {
    const result = await getWishlistIds(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, WISHLIST_MESSAGES.failed, { useApiMessage: false });
    return reply({ ids: result.data });
  },
});
