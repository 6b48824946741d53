// The buyer's wishlist (spec section 3, Wishlist item), keyed by product.
import { z } from 'zod';
import { productSchema } from './catalog';
import { bodyId, idPath } from './fields';
import { mediaUrlSchema, withFallback } from './media';

export const wishlistItemSchema = z
  .object({
    id: z.number().int().meta({ description: "The product's id." }),
    title: z.string(),
    image: withFallback(mediaUrlSchema, ''),
    artisan: withFallback(z.string(), ''),
    price: z.number(),
    rating: withFallback(z.number(), 0),
    stock: withFallback(z.number().int(), 0),
    in_stock: z.boolean(),
    added_at: z.string(),
    product: productSchema.optional().meta({ description: 'The whole product, as the catalogue answers it.' }),
  })
  .meta({ id: 'WishlistItem' });
export const wishlistSchema = z.array(wishlistItemSchema);

/** GET /wishlist/ids: the saved products' ids, newest first. */
export const wishlistIdsSchema = z.array(z.number().int());

/** DELETE /wishlist/{product_id}: whether it was there to remove. */
export const wishlistRemovedSchema = z.object({ id: z.number().int(), removed: z.boolean() });

// Requests.

/** POST /wishlist: the product to save. */
export const wishlistAddBodySchema = z.object({ product_id: bodyId('product_id', 'Please choose a product.') });

/** `/wishlist/{product_id}`: a product id (anything else is a 404 'Wishlist item not found'). */
export const wishlistItemParamsSchema = z.object({ product_id: idPath('Wishlist item') });
