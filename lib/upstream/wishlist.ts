// The buyer's wishlist: always with the buyer's token, never cached.
import 'server-only';
import { z } from 'zod';
import { userCall } from './client';
import { emptySchema } from './schemas';

const idsSchema = z.array(z.number().int());

/** The ids of the products this buyer saved, newest first. */
export function getWishlistIds(token: string) {
  return userCall(token, 'wishlist/ids', idsSchema);
}

/** Save a product (saving it twice is fine). */
export function addToWishlist(token: string, productId: number) {
  return userCall(token, 'wishlist', emptySchema, { method: 'POST', body: { product_id: productId } });
}

/** Forget a product; a 404 means it was not saved. */
export function removeFromWishlist(token: string, productId: number) {
  return userCall(token, `wishlist/${productId}`, emptySchema, { method: 'DELETE' });
}
