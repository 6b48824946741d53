// Cached reads of one product and its reviews, shared by every visitor. Tagged `product:{id}` and
// `reviews:{id}`, so the API's webhook and a buyer's new review refresh exactly this product.
import 'server-only';
import { cachedRead } from './cache';
import { fetchProductDetail, type ProductDetail } from '@/lib/upstream/product';
import { fetchProductReviews, REVIEWS_PER_PAGE, type ReviewPage } from '@/lib/upstream/reviews';
import { avoidBuildTimeFetch, dataOrNullIfMissing } from './load';
import { lifetimes, tags } from './tags';

export type { ProductDetail, ProductImage, ProductShop } from '@/lib/upstream/product';
export type { ReviewPage } from '@/lib/upstream/reviews';

const cachedProduct = cachedRead(
  'product',
  lifetimes.catalogue,
  ([id]) => [tags.catalogue, tags.product(id)],
  async (id: number): Promise<ProductDetail | null> => dataOrNullIfMissing(await fetchProductDetail(id), 'load the product'),
);

/**
 * The product with everything its page shows; null when there is no such product (the page calls
 * notFound()). Throws when the API fails, so error.tsx shows 'Failed to load product details' and
 * no error is ever cached.
 */
export async function getProduct(id: number): Promise<ProductDetail | null> {
  await avoidBuildTimeFetch();
  return cachedProduct(id);
}

const cachedProductReviews = cachedRead(
  'product-reviews',
  lifetimes.catalogue,
  ([id]) => [tags.reviews(id)],
  async (id: number, page: number): Promise<ReviewPage | null> =>
    dataOrNullIfMissing(await fetchProductReviews(id, page, REVIEWS_PER_PAGE), 'load the reviews'),
);

/** One page of a product's reviews, newest first, with the rating summary. Null: no such product. */
export async function getProductReviews(id: number, page = 1): Promise<ReviewPage | null> {
  await avoidBuildTimeFetch();
  return cachedProductReviews(id, Math.max(1, Math.floor(page)));
}
