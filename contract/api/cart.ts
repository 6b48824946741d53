// The signed-in buyer's cart (spec sections 2, 4 and 9): its lines, each with the product as of now,
// and the summary priced by the cart rules over the lines that can be bought.
import { z } from 'zod';
import { productSchema } from './catalog';
import { idPath, productIdField, quantityField } from './fields';
import { MAX_CART_LINES } from '../rules/cart-limits';
import { cartPromoSchema, promoRefusalSchema } from './promo-codes';

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
  .object({
    subtotal: z.number(),
    discount: z.number().meta({ description: "The spec's discount (300 over 3,000)." }),
    shipping: z.number(),
    tax: z.number().meta({ description: '8% of the subtotal less every discount.' }),
    total: z.number(),
    promo: z
      .object({ code: z.string(), discount: z.number(), refusal: promoRefusalSchema.nullable() })
      .optional()
      .meta({ description: 'With a promo code in the cart: what it takes off on top of the discount, or why it gives nothing now.' }),
  })
  .meta({ id: 'CartSummary' });

export const cartSchema = z
  .object({
    items: z.array(cartLineSchema),
    summary: cartSummarySchema,
    promo: cartPromoSchema.nullable().meta({ description: 'The promo code the buyer applied, with its terms; null without one.' }),
  })
  .meta({ id: 'Cart' });

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
