// POST /api/admin/reviews/{id}/hide {reason}: an admin hides a review; the API takes it out of the
// product's reviews and recounts the rating. A blank reason is a 422 here; a review already hidden,
// the API's 409. The product's pages are expired here too, so the next visitor sees the change
// even before the API's notice arrives.
import { revalidateTag } from 'next/cache';
import { adminReviewHideBodySchema } from '@/contract/api/admin-reviews';
import { expiryFor, tagsForEvent } from '@/lib/catalog/revalidation';
import { adminReviewStepAnswer } from '@/lib/http/answers/admin-reviews';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { moveAdminReview } from '@/lib/upstream/admin-reviews';

export const POST = route({
  answer: adminReviewStepAnswer,
  auth: true,
  signInMessage: ADMIN_REVIEW_MESSAGES.signIn,
  params: idParams('reviewId'),
  notFoundMessage: ADMIN_REVIEW_MESSAGES.missing,
  body: adminReviewHideBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_REVIEW_MESSAGES.adminOnly, 403);
    const result = await moveAdminReview(session.accessToken, params.reviewId, 'hide', body.reason);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_REVIEW_MESSAGES.failed);
    for (const tag of tagsForEvent({ type: 'product', id: result.data.product.id })) revalidateTag(tag, expiryFor(tag));
    return reply({ message: ADMIN_REVIEW_MESSAGES.hidden, hidden: true });
  },
});
