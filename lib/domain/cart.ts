// The cart as the storefront's code sees it: plain and camelCase, normalised once from the API's
// product and cart by lib/upstream/cart.ts (the image as a path on our origin, the shop's name).
import type { PromoTerms } from '@/contract/rules/promo';

/** What a cart line needs of a product, as it is now (today's price and stock). */
export interface CartProduct {
  id: number;
  title: string;
  sku: string;
  /** Unit price in shillings. */
  price: number;
  stock: number;
  /** The first photo as a root-relative path (`/media/...`), or null for the placeholder. */
  image: string | null;
  imageAlt: string;
  /** The shop's name ('Crafted by'). */
  artisan: string;
  /** The shop's id: a shop's promo code discounts only its products. */
  shopId?: number | null;
}

/** One line of a signed-in buyer's cart at the API. */
export interface UserCartItem {
  productId: number;
  quantity: number;
  product: CartProduct;
}

/** A signed-in buyer's cart, kept by the API. */
export interface UserCart {
  items: UserCartItem[];
  /** The promo code the buyer applied, as the pricing function takes it; null without one. */
  promo: PromoTerms | null;
}
