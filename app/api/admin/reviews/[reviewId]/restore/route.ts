// POST /api/admin/reviews/{id}/restore: an admin restores a hidden review; the API puts it back in
// the product's reviews and recounts the rating. A review that is not hidden is the API's 409. The
// product's pages are expired here too, as for a hide.
import { revalidateTag } from 'next/cache';
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
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_REVIEW_MESSAGES.adminOnly, 403);
    const result = await moveAdminReview(session.accessToken, params.reviewId, 'restore');
    if (!result.ok) return upstreamFailure(result.error, ADMIN_REVIEW_MESSAGES.failed);
    for (const tag of tagsForEvent({ type: 'product', id: result.data.product.id })) revalidateTag(tag, expiryFor(tag));
    return reply({ message: ADMIN_REVIEW_MESSAGES.restored, hidden: false });
  },
});
