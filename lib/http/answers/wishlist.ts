// The wishlist's answers.
import * as z from 'zod/mini';
import { id } from './common';

/** GET /api/wishlist/ids: the saved products' ids, for the hearts. */
export const wishlistIdsAnswer = z.object({ ids: z.array(id()) });

/** POST /api/wishlist and DELETE /api/wishlist/{id}. */
export const wishlistChangedAnswer = z.object({ message: z.string(), productId: id() });
