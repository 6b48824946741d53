// The signed-in buyer's cart (spec sections 2, 4 and 9): its lines, each with the product as of now,
// and the summary priced by the cart rules over the lines that can be bought.
import { z } from 'zod';
import { productSchema } from './catalog';

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
