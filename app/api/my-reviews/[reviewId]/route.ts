// One of the signed-in buyer's own reviews, from the Product Reviews screen: PUT {rating, comment}
// edits it (the product page's rules), DELETE removes it. Another buyer's review is a 404. A review
// is public content: after a change the product's pages and its reviews are expired at once (and
// the listings that show its rating refreshed), so the next visitor sees the new rating.
import { revalidateTag } from 'next/cache';
import { expiryFor, tagsForEvent } from '@/lib/catalog/revalidation';
import { reviewDeletedAnswer, reviewUpdatedAnswer } from '@/lib/http/answers/reviews';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { deleteMyReview, updateMyReview } from '@/lib/upstream/reviews';
import { reviewSchema } from '@/lib/validation/review';
import { isNotFound } from '@/lib/upstream/client';

const params = idParams('reviewId');

function refreshProductPages(productId: number) {
  for (const tag of tagsForEvent({ type: 'product', id: productId })) revalidateTag(tag, expiryFor(tag));
}

export const PUT = route({
  answer: reviewUpdatedAnswer,
  auth: true,
  params,
  notFoundMessage: REVIEW_MESSAGES.missing,
  body: reviewSchema,
  async handle({ session, params: { reviewId }, body, reply }) {
    const result = await updateMyReview(session.accessToken, reviewId, body);
    if (!result.ok) {
      if (isNotFound(result.error)) return message(REVIEW_MESSAGES.missing, 404);
      return upstreamFailure(result.error, REVIEW_MESSAGES.failed);
    }
    refreshProductPages(result.data.productId);
    return reply({ message: REVIEW_MESSAGES.updated, review: result.data });
  },
});

export const DELETE = route({
  answer: reviewDeletedAnswer,
  auth: true,
  params,
  notFoundMessage: REVIEW_MESSAGES.missing,
  async handle({ session, params: { reviewId }, reply }) {
    // The API deletes only the buyer's own review (another's is a 404) and says whose product it was.
    const result = await deleteMyReview(session.accessToken, reviewId);
    if (!result.ok) {
      if (isNotFound(result.error)) return message(REVIEW_MESSAGES.missing, 404);
      return upstreamFailure(result.error, REVIEW_MESSAGES.deleteFailed);
    }
    refreshProductPages(result.data.product_id);
    return reply({ message: REVIEW_MESSAGES.deleted, id: reviewId });
  },
});
