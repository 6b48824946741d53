// What the cart and checkout route handlers accept, with messages a buyer can act on. Shared by
// the client forms (address) and the handlers.
import { z } from './zod';

/** The API's cap on one line's quantity (upstream/src/commerce/fields.ts). */
const MAX_LINE_QUANTITY = 100000;

export const cartMessages = {
  quantity: 'Quantity must be a whole number of at least 1.',
  productNotFound: 'Product not found',
  outOfStock: 'This product is out of stock.',
  onlyLeft: (stock: number) => `Only ${stock} left in stock.`,
  tooManyLines: (max: number) => `Your cart can hold at most ${max} different products.`,
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart',
  loadFailed: 'Failed to load cart',
  notInCart: 'This product is not in your cart.',
  mergeFailed: 'Failed to merge your cart',
} as const;

export const checkoutMessages = {
  notSignedIn: 'Please log in to check out.',
  sessionEnded: 'Your session has ended. Please log in again.',
  emptyCart: 'Your cart is empty.',
  nothingToOrder: 'None of the items in your cart can be ordered right now.',
  chooseAddress: 'Please choose a delivery address.',
  failed: 'Checkout failed',
  placed: 'Order placed successfully!',
  attempt: 'Please reload the page and try again.',
} as const;

const quantityField = z
  .number({ error: cartMessages.quantity })
  .int(cartMessages.quantity)
  .min(1, cartMessages.quantity)
  .max(MAX_LINE_QUANTITY, cartMessages.quantity);

const productIdField = z
  .number({ error: cartMessages.productNotFound })
  .int(cartMessages.productNotFound)
  .min(1, cartMessages.productNotFound)
  .max(2147483647, cartMessages.productNotFound);

export const addItemSchema = z.object({ productId: productIdField, quantity: quantityField });
export const setQuantitySchema = z.object({ quantity: quantityField });

/** The browser's one key per checkout attempt (a UUID; anything sensible is accepted). */
const idempotencyKeyField = z.string({ error: checkoutMessages.attempt }).regex(/^[A-Za-z0-9_-]{16,100}$/, checkoutMessages.attempt);

export const checkoutSchema = z.object({
  addressId: z.number({ error: checkoutMessages.chooseAddress }).int(checkoutMessages.chooseAddress).positive(checkoutMessages.chooseAddress),
  idempotencyKey: idempotencyKeyField,
});

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const PHONE_MESSAGE = 'Please enter a valid phone number.';

/** Spec section 5: name, street, city, country and phone are required (the API's rules too). */
export const addressSchema = z.object({
  name: required('Name', 120),
  street: required('Street', 200),
  city: required('City', 100),
  country: required('Country', 100),
  phone: required('Phone', 20)
    .regex(/^[0-9+\- ]{7,20}$/, PHONE_MESSAGE)
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 7, PHONE_MESSAGE),
});

export type AddressInput = z.infer<typeof addressSchema>;
