// A product's reviews for the browser. GET ?page=n: one page of the public list (the cached read the
// product page uses). POST {rating, comment}: the signed-in buyer's review, written with their token;
// the product's cached page and reviews are refreshed so everyone sees it (it is public content).
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { REVIEW_MESSAGES } from '@/lib/validation/messages';
import { reviewSchema } from '@/lib/validation/review';
import { getProductReviews, parseProductId } from '@/lib/catalog/product';
import { tags } from '@/lib/catalog/tags';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { sessionCookieName } from '@/lib/session/config';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { describeError } from '@/lib/upstream/client';
import { createProductReview } from '@/lib/upstream/product';

type Context = { params: Promise<{ productId: string }> };

const notFound = () => NextResponse.json({ message: REVIEW_MESSAGES.productMissing }, { status: 404 });

export async function GET(request: Request, { params }: Context) {
  const id = parseProductId((await params).productId);
  if (!id) return notFound();
  const pageParam = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 0 && pageParam <= 10_000 ? pageParam : 1;
  try {
    const reviews = await getProductReviews(id, page);
    if (!reviews) return notFound();
    return NextResponse.json(reviews, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    return NextResponse.json({ message: 'Failed to load reviews' }, { status: 503 });
  }
}

export async function POST(request: Request, { params }: Context) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const id = parseProductId((await params).productId);
  if (!id) return notFound();
  const session = await getSession();
  if (!session) return NextResponse.json({ message: REVIEW_MESSAGES.loginRequired }, { status: 401 });
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(reviewSchema, body.data);
  if (!form.ok) return form.response;

  const result = await createProductReview(session.accessToken, id, form.data);
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'http' && error.status === 401) {
      // The API no longer accepts this session's token: end the session here too.
      const response = NextResponse.json({ message: REVIEW_MESSAGES.loginRequired }, { status: 401 });
      response.cookies.delete(sessionCookieName());
      return response;
    }
    if (error.kind === 'http' && error.status === 409) return NextResponse.json({ message: REVIEW_MESSAGES.duplicate }, { status: 409 });
    if (error.kind === 'http' && error.status === 404) return notFound();
    return upstreamFailure(error, describeError(error, REVIEW_MESSAGES.failed));
  }
  // Expire at once (not stale-while-revalidate): the buyer's router.refresh() must show the review.
  revalidateTag(tags.reviews(id), { expire: 0 });
  revalidateTag(tags.product(id), { expire: 0 });
  return NextResponse.json({ message: REVIEW_MESSAGES.thanks }, { status: 201 });
}
