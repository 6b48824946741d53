// A buyer's new review, announced to the product's review list in the same page. The list then
// reads page 1 again from GET /api/reviews/{id}, which is fresh at once; the page's own cached copy
// is regenerated in the background (stale-while-revalidate), so it may lag by one request.
export const REVIEWS_CHANGED_EVENT = 'product-reviews-changed';

export interface ReviewsChangedDetail {
  productId: number;
}

export function announceReviewsChanged(productId: number): void {
  window.dispatchEvent(new CustomEvent<ReviewsChangedDetail>(REVIEWS_CHANGED_EVENT, { detail: { productId } }));
}
