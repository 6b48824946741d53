// The signed-in buyer's cart (spec sections 2, 4 and 9): its lines, each with the product as of now,
// and the summary priced by the cart rules over the lines that can be bought.
import { z } from 'zod';
import { productSchema } from './catalog';
import { idPath, productIdField, quantityField } from './fields';
import { MAX_CART_LINES } from '../rules/cart-limits';

export const cartLineSchema = z
  .object({
    product_id: z.number().int(),
    quantity: z.number().int(),
    product: productSchema,
    available: z.boolean().meta({ description: 'Whether the line can be bought as it is (counted in the summary).' }),
    problem: z.enum(['out_of_stock', 'insufficient_stock']).nullable(),
  })
  .meta({ id: 'CartLine' });

export const cartSummarySchema = z
  .object({ subtotal: z.number(), discount: z.number(), shipping: z.number(), tax: z.number(), total: z.number() })
  .meta({ id: 'CartSummary' });

export const cartSchema = z.object({ items: z.array(cartLineSchema), summary: cartSummarySchema }).meta({ id: 'Cart' });

/** POST /cart/merge: the cart, and which products of the guest cart were left out or cut to stock. */
export const cartMergedSchema = cartSchema.extend({
  skipped: z.array(z.number().int()).meta({ description: 'Products not added: unknown, out of stock, or beyond the line limit.' }),
  limited: z.array(z.number().int()).meta({ description: 'Products added with less than asked for, because of stock.' }),
});

// Requests.

/** POST /cart/items: a product and how many (1 when not sent). */
export const cartAddBodySchema = z.object({
  product_id: productIdField,
  quantity: quantityField.default(1),
});

/** PATCH /cart/items/{product_id}: the line's new quantity. */
export const cartQuantityBodySchema = z.object({ quantity: quantityField });

/** POST /cart/merge: a guest's cart lines, added to the buyer's. */
export const cartMergeBodySchema = z.object({
  items: z
    .array(z.object({ product_id: productIdField, quantity: quantityField }), { error: 'items must be a list of cart lines' })
    .max(MAX_CART_LINES, `items can hold at most ${MAX_CART_LINES} lines`),
});

/** `/cart/items/{product_id}`. */
export const cartItemParamsSchema = z.object({ product_id: idPath('Product') });
