// POST /api/review-reports/{id} {reason, note?}: a signed-in buyer reports someone else's review to
// the operators. Nothing public changes, so nothing is revalidated. The API refuses a second
// report (409), the buyer's own review (422) and too many in a minute (429), each said in words.
import { reviewReportBodySchema } from '@/contract/api/reviews';
import { messageAnswer } from '@/lib/http/answers/common';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { isConflict, isInvalid, isNotFound } from '@/lib/upstream/client';
import { reportReview } from '@/lib/upstream/reviews';

export const POST = route({
  answer: messageAnswer,
  auth: true,
  signInMessage: REVIEW_MESSAGES.reportLoginRequired,
  params: idParams('reviewId'),
  notFoundMessage: REVIEW_MESSAGES.missing,
  body: reviewReportBodySchema,
  async handle({ session, params, body, reply }) {
    const result = await reportReview(session.accessToken, params.reviewId, body);
    if (!result.ok) {
      const { error } = result;
      if (isConflict(error)) return message(REVIEW_MESSAGES.reportDuplicate, 409);
      if (isInvalid(error)) return message(REVIEW_MESSAGES.reportOwn, 422);
      if (isNotFound(error)) return message(REVIEW_MESSAGES.missing, 404);
      return upstreamFailure(error, REVIEW_MESSAGES.reportFailed);
    }
    return reply({ message: REVIEW_MESSAGES.reported }, 201);
  },
});
