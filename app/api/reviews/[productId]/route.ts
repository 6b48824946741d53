// A product's reviews for the browser. GET ?page=n: one page of the public list (the cached read the
// product page uses). POST {rating, comment}: the signed-in buyer's review, written with their token;
// the product's cached page and reviews are refreshed so everyone sees it (it is public content).
import { revalidateTag } from 'next/cache';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { getProductReviews } from '@/lib/catalog/product';
import { tags } from '@/lib/catalog/tags';
import { reviewPageAnswer } from '@/lib/http/answers/reviews';
import { messageAnswer } from '@/lib/http/answers/common';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { productIdParams } from '@/lib/http/params';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { readPage } from '@/lib/routing/search-params';
import { createProductReview } from '@/lib/upstream/reviews';
import { reviewSchema } from '@/lib/validation/review';
import { isConflict, isForbidden, isNotFound } from '@/lib/upstream/client';

/** The same public list for everyone: cached at the edge for a minute. */
const PUBLIC_CACHING = { 'Cache-Control': 'public, max-age=0, s-maxage=60' };

const notFound = () => message(REVIEW_MESSAGES.productMissing, 404);

export const GET = route({
  answer: reviewPageAnswer,
  params: productIdParams,
  notFoundMessage: REVIEW_MESSAGES.productMissing,
  async handle({ request, params: { productId }, reply }) {
    const page = readPage(new URL(request.url).searchParams.get('page'));
    try {
      const reviews = await getProductReviews(productId, page);
      if (!reviews) return notFound();
      return reply(reviews, 200, PUBLIC_CACHING);
    } catch (error) {
      if (!(error instanceof CatalogueUnavailableError)) throw error;
      return message(REVIEW_MESSAGES.loadFailed, 503);
    }
  },
});

export const POST = route({
  answer: messageAnswer,
  auth: true,
  signInMessage: REVIEW_MESSAGES.loginRequired,
  params: productIdParams,
  notFoundMessage: REVIEW_MESSAGES.productMissing,
  body: reviewSchema,
  async handle({ session, params: { productId }, body, reply }) {
    const result = await createProductReview(session.accessToken, productId, body);
    if (!result.ok) {
      const { error } = result;
      if (isConflict(error)) return message(REVIEW_MESSAGES.duplicate, 409);
      // Only a buyer who received the product may review it (the API's rule).
      if (isForbidden(error)) return message(REVIEW_MESSAGES.notReceived, 403);
      if (isNotFound(error)) return notFound();
      return upstreamFailure(error, REVIEW_MESSAGES.failed);
    }
    // Expire at once (not stale-while-revalidate): the buyer's router.refresh() must show the review.
    revalidateTag(tags.reviews(productId), { expire: 0 });
    revalidateTag(tags.product(productId), { expire: 0 });
    return reply({ message: REVIEW_MESSAGES.thanks }, 201);
  },
});
