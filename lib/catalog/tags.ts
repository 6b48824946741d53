// Every cache tag the storefront uses, in one place. One tag per item (`product:42`) plus list
// tags; the API's revalidation webhook names items and this registry maps them to tags.
export const tags = {
  catalogue: 'catalogue',
  productList: 'products',
  product: (id: number | string) => `product:${id}`,
  categories: 'categories',
  category: (id: number | string) => `category:${id}`,
  subcategory: (id: number | string) => `subcategory:${id}`,
  division: (id: number | string) => `division:${id}`,
  shopList: 'shops',
  shop: (id: number | string) => `shop:${id}`,
  storyList: 'stories',
  story: (id: number | string) => `story:${id}`,
  reviews: (productId: number | string) => `reviews:${productId}`,
} as const;

/** Named cache lifetimes, so reads say what they mean. */
export const lifetimes = {
  /** Catalogue listings and products: fresh for a minute, refreshed on demand by the webhook. */
  catalogue: 'catalogue',
  /** Stories, shops and the category tree change rarely. */
  editorial: 'editorial',
} as const;

export type Lifetime = (typeof lifetimes)[keyof typeof lifetimes];

/** How long an entry of each lifetime is served before it is read again (in the background). */
export const LIFETIME_SECONDS: Record<Lifetime, number> = { catalogue: 60, editorial: 600 };
