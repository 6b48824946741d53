// What the cart and checkout route handlers accept, with the catalogue's messages a buyer can act
// on. Shared by the client forms (address) and the handlers.
import { ADDRESS_LIMITS } from '@/contract/api/addresses';
import { MAX_ID } from '@/contract/rules/ids';
import { ADDRESS_MESSAGES, CART_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { MAX_LINE_QUANTITY } from '@/contract/rules/cart-limits';
import { PROMO_LIMITS, PROMO_UNKNOWN } from '@/contract/rules/promo';
import { toPhone } from '@/contract/rules/phone';
import { z } from './zod';

const quantityField = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity);

const productIdField = z
  .number({ error: CART_MESSAGES.productNotFound })
  .int(CART_MESSAGES.productNotFound)
  .min(1, CART_MESSAGES.productNotFound)
  .max(MAX_ID, CART_MESSAGES.productNotFound);

/** The promo code a buyer typed: the API judges it (unknown, expired, ...), this only bounds it. */
export const promoCodeSchema = z.object({
  code: z.string({ error: CART_MESSAGES.promoEnter }).trim().min(1, CART_MESSAGES.promoEnter).max(PROMO_LIMITS.codeMax, PROMO_UNKNOWN),
});

export const addItemSchema = z.object({ productId: productIdField, quantity: quantityField });
export const setQuantitySchema = z.object({ quantity: quantityField });

/** The browser's one key per checkout attempt (a UUID; anything sensible is accepted). */
const idempotencyKeyField = z.string({ error: CHECKOUT_MESSAGES.attempt }).regex(/^[A-Za-z0-9_-]{16,100}$/, CHECKOUT_MESSAGES.attempt);

export const checkoutSchema = z.object({
  addressId: z.number({ error: CHECKOUT_MESSAGES.chooseAddress }).int(CHECKOUT_MESSAGES.chooseAddress).positive(CHECKOUT_MESSAGES.chooseAddress),
  idempotencyKey: idempotencyKeyField,
});

const required = (label: string, max: number) =>
  z
    .string({ error: ADDRESS_MESSAGES.required(label) })
    .trim()
    .min(1, ADDRESS_MESSAGES.required(label))
    .max(max, ADDRESS_MESSAGES.tooLong(label, max));

/** Spec section 5: name, street, city, country and phone are required (the API's rules too). */
export const addressSchema = z.object({
  name: required('Name', ADDRESS_LIMITS.name),
  street: required('Street', ADDRESS_LIMITS.street),
  city: required('City', ADDRESS_LIMITS.city),
  country: required('Country', ADDRESS_LIMITS.country),
  phone: required('Phone', ADDRESS_LIMITS.phone).transform(toPhone(ADDRESS_MESSAGES.phone)),
});

export type AddressInput = z.infer<typeof addressSchema>;
