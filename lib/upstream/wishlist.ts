// The buyer's wishlist: always with the buyer's token, never cached.
import 'server-only';
import { z } from 'zod';
import type { WishlistItem } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { emptySchema } from '@/contract/api/envelope';
import { type wishlistAddBodySchema, wishlistIdsSchema, wishlistItemSchema } from '@/contract/api/wishlist';
import { userCall } from './client';

// The API also sends the full product; the page shows only what the spec's Wishlist item has.
const itemSchema = wishlistItemSchema.omit({ product: true }).transform((i): WishlistItem => ({
  productId: i.id,
  title: i.title,
  image: i.image,
  artisan: i.artisan,
  price: i.price,
  rating: i.rating,
  stock: i.stock,
  inStock: i.in_stock,
  addedAt: i.added_at,
}));

/** The saved products, newest first. */
export function listWishlist(token: string) {
  return userCall(token, api.wishlist, z.array(itemSchema));
}

/** The ids of the products this buyer saved, newest first. */
export function getWishlistIds(token: string) {
  return userCall(token, api.wishlistIds, wishlistIdsSchema);
}

/** Save a product (saving it twice is fine). */
export function addToWishlist(token: string, productId: number) {
  return userCall(token, api.wishlist, emptySchema, { method: 'POST', body: { product_id: productId } satisfies z.input<typeof wishlistAddBodySchema> });
}

/** Forget a product; a 404 means it was not saved. */
export function removeFromWishlist(token: string, productId: number) {
  return userCall(token, api.wishlistItem(productId), emptySchema, { method: 'DELETE' });
}
