// Orders (spec sections 3 and 7): the Shopify-style order the storefront's checkout sends to POST
// /shopify/order (prices, shipping and totals in it are informative only: the API re-prices every
// order), the buyer's list, one order with its lines and payment state, and tracking.
import { z } from 'zod';
import { MAX_CART_LINES } from '../rules/cart-limits';
import { pageParam, perPageParam, productIdField, quantityField } from './fields';
import { paginatorSchema } from './envelope';
import { optionalMediaUrl, withFallback } from './media';
import { orderFulfilmentSchema } from './seller-orders';
import { paymentSchema } from './payments';
import { refundSchema } from './refunds';
import { promoCodeInput } from './promo-codes';

const isMissing = (input: unknown) => input === undefined || input === null;

function text(name: string, max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `${name} is required` : `${name} must be text`) })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);
}

const requiredText = (name: string, max = 200) => text(name, max).min(1, `${name} is required`);
const optionalText = (name: string, max = 200) => text(name, max).nullish();

/** Client-made identifiers (Shopify uses big numbers, others strings): kept as text. */
const clientId = (name: string) =>
  z
    .union([z.string().trim().min(1).max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)], {
      error: (issue) => (isMissing(issue.input) ? `${name} is required` : `${name} must be text or a whole number`),
    })
    .transform(String);

/** Shopify writes money as strings with two decimals ("1250.00"). */
const priceString = (name: string) =>
  z
    .string({ error: `${name} must be an amount with 2 decimals, like "1250.00"` })
    .regex(/^\d{1,10}\.\d{2}$/, `${name} must be an amount with 2 decimals, like "1250.00"`);

/**
 * Informative totals: the 2-decimal string, or a plain non-negative number. Wider than a price,
 * because they are ignored: an order too large to keep is refused by its re-priced total, with a
 * message that says so, not by the client's figure.
 */
const amount = (name: string) =>
  z.union([z.string().regex(/^\d{1,15}\.\d{2}$/), z.number().nonnegative().max(1e15)], {
    error: `${name} must be an amount with 2 decimals, like "1250.00"`,
  });

/** A product id as a number, or as digits in a string (as Shopify clients often send ids). */
const productReference = z.preprocess((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value), productIdField);

const addressFields = {
  first_name: optionalText('first_name', 100),
  last_name: optionalText('last_name', 100),
  name: optionalText('name', 200),
  company: optionalText('company', 200),
  address1: optionalText('address1', 300),
  address2: optionalText('address2', 300),
  city: optionalText('city', 100),
  province: optionalText('province', 100),
  province_code: optionalText('province_code', 20),
  zip: optionalText('zip', 20),
  country: optionalText('country', 100),
  country_code: optionalText('country_code', 10),
  phone: optionalText('phone', 40),
};

/** The customer's saved address: nothing in it is required. */
const looseAddress = z.object(addressFields, { error: 'the address must be an object' });

const shippingAddress = z
  .object(
    {
      ...addressFields,
      address1: requiredText('shipping_address.address1', 300),
      city: requiredText('shipping_address.city', 100),
      country: requiredText('shipping_address.country', 100),
    },
    { error: (issue) => (isMissing(issue.input) ? 'shipping_address is required' : 'shipping_address must be an object') },
  )
  .refine((a) => Boolean(a.name || a.first_name || a.last_name), {
    message: 'shipping_address needs a name (name, or first_name and last_name)',
    path: ['name'],
  });

const customer = z.object(
  {
    id: clientId('customer.id').optional(),
    first_name: optionalText('customer.first_name', 100),
    last_name: optionalText('customer.last_name', 100),
    email: z.email({
      error: (issue) => (isMissing(issue.input) ? 'customer.email is required' : 'customer.email must be an email address'),
    }),
    phone: optionalText('customer.phone', 40),
    currency: optionalText('customer.currency', 10),
    default_address: looseAddress.nullish(),
  },
  { error: (issue) => (isMissing(issue.input) ? 'customer is required' : 'customer must be an object') },
);

const lineItem = z
  .object(
    {
      id: clientId('line item id').nullish(),
      product_id: productReference.nullish(),
      variant_id: clientId('line item variant_id').nullish(),
      sku: optionalText('line item sku', 100),
      name: requiredText('line item name', 300),
      quantity: quantityField,
      price: priceString('line item price'),
      taxable: z.boolean({ error: 'taxable must be true or false' }).optional(),
    },
    { error: 'each line item must be an object' },
  )
  .refine((line) => line.product_id != null || Boolean(line.sku), {
    message: 'each line item needs a product_id or a sku',
    path: ['product_id'],
  });

const shippingLine = z.object(
  {
    title: requiredText('shipping_lines.title', 200),
    price: amount('shipping_lines.price'),
    code: optionalText('shipping_lines.code', 100),
  },
  { error: 'each shipping line must be an object' },
);

const FINANCIAL_STATUSES = ['paid', 'pending', 'authorized'] as const;

/** POST /shopify/order's body. */
export const orderPayloadSchema = z.object({
  id: clientId('id'),
  order_number: clientId('order_number').optional(),
  financial_status: z.enum(FINANCIAL_STATUSES, {
    error: (issue) => (isMissing(issue.input) ? 'financial_status is required' : `financial_status must be one of ${FINANCIAL_STATUSES.join(', ')}`),
  }),
  total_price: amount('total_price'),
  currency: z.literal('KES', {
    error: (issue) => (isMissing(issue.input) ? 'currency is required' : 'currency must be KES'),
  }),
  customer,
  line_items: z
    .array(lineItem, {
      error: (issue) => (isMissing(issue.input) ? 'line_items is required' : 'line_items must be a list'),
    })
    .min(1, 'line_items must hold at least one item')
    .max(MAX_CART_LINES, `line_items can hold at most ${MAX_CART_LINES} items`),
  shipping_address: shippingAddress,
  billing_address: looseAddress.nullish(),
  shipping_lines: z.array(shippingLine, { error: 'shipping_lines must be a list' }).max(10, 'shipping_lines can hold at most 10 lines').optional(),
  total_shipping_price_set: z.unknown().optional(),
  total_discount: amount('total_discount').optional(),
  promo_code: promoCodeInput.nullish().meta({ description: "A promo code to use (any case): checked again and counted in the order's transaction." }),
  total_tax: amount('total_tax').optional(),
  order_status_url: optionalText('order_status_url', 2000),
  payment_gateway_names: z
    .array(requiredText('payment_gateway_names', 50), { error: 'payment_gateway_names must be a list of names' })
    .max(10, 'payment_gateway_names can hold at most 10 names')
    .optional(),
  test: z.boolean({ error: 'test must be true or false' }).optional(),
});

export type OrderPayload = z.infer<typeof orderPayloadSchema>;

export const orderListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

export const ORDER_NOT_FOUND = 'Order not found';

/** The key a checkout sent as its Idempotency-Key (at most 200 characters; a longer one names no order). */
export const idempotencyKeyPath = z.string().max(200, ORDER_NOT_FOUND).meta({ description: "The checkout's Idempotency-Key." });

/** An order number as the buyer types it: trimmed; at most 100 characters name an order. */
export const orderNumberPath = z.string().meta({ description: "The order's number, in any case (ORD-2026-000123).", example: 'ORD-2026-000123' });

export const orderListItemSchema = z
  .object({
    order_id: z.number().int(),
    order_number: z.string(),
    buyer: z.object({ name: z.string() }),
    order_status: z.string(),
    financial_status: z.string(),
    total_amount: z.number(),
    currency: z.string(),
    created_at: z.string(),
    item_count: z.number().int(),
    returnable: withFallback(z.boolean(), false).meta({
      description: 'Whether a return may be asked for now: something arrived within the window and is not refunded yet, and no return is open.',
    }),
  })
  .meta({ id: 'OrderListItem' });

export const orderListSchema = paginatorSchema(orderListItemSchema);

/** The shipping address as the checkout sent it (Shopify field names). */
const storedText = z.string().nullish();
export const orderAddressSchema = z
  .object({
    first_name: storedText,
    last_name: storedText,
    name: storedText,
    company: storedText,
    address1: storedText,
    address2: storedText,
    city: storedText,
    province: storedText,
    province_code: storedText,
    zip: storedText,
    country: storedText,
    country_code: storedText,
    phone: storedText,
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  product_id: z.number().int().nullable().meta({ description: 'Null once the product is gone.' }),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
  image_url: optionalMediaUrl,
});

export const orderDetailSchema = z
  .object({
    order_id: z.number().int(),
    order_number: z.string(),
    order_status: z.string().meta({ description: "'Pending', 'Shipped', 'Delivered', 'Completed', 'Canceled' (once the hold ran out unpaid), ..." }),
    financial_status: z.string().meta({ description: "'pending', 'paid', 'voided', 'partially_refunded', 'refunded' or 'refund_due'." }),
    created_at: z.string(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    items: z.array(orderItemSchema),
    subtotal: z.number(),
    discount: z.number(),
    // An API from before promo codes answers none.
    promo_code: withFallback(z.string().nullable(), null).meta({ description: 'The promo code the order used; null without one.' }),
    promo_discount: withFallback(z.number(), 0).meta({ description: 'What the promo code took off, on top of `discount`.' }),
    total_discount: z.number().optional().meta({ description: '`discount` plus `promo_discount`.' }),
    shipping: z.number(),
    tax: z.number(),
    total_amount: z.number(),
    currency: z.string(),
    shipping_address: orderAddressSchema.nullable(),
    payment_due_at: z.string().nullable().meta({ description: 'Until when the order waits for its payment (ISO 8601); null once paid or cancelled.' }),
    can_pay: z.boolean().meta({ description: 'Unpaid, not cancelled, and the hold not run out.' }),
    payment: paymentSchema.nullable().meta({ description: 'The newest payment attempt.' }),
    refunds: z.array(refundSchema).meta({ description: 'Every refund of the order, oldest first, and where each stands (issue 34).' }),
    payment_parts: z
      .array(paymentSchema)
      .meta({ description: "Each completed part of its payment, oldest first: the wallet's part (method 'wallet'), and M-Pesa's or the card's." }),
    amount_due: z.number().meta({ description: 'What is left to pay: the total less the completed parts; 0 once paid or when it cannot be paid.' }),
    wallet_available: z
      .number()
      .meta({ description: "What the buyer's wallet can pay of it now: the smaller of the balance and the amount due; 0 once the wallet paid its part." }),
    invoice: z.object({ invoice_number: z.string(), status: z.string() }).nullable(),
    // An API from before fulfilments answers none: the storefront then shows the order's status alone.
    fulfilments: withFallback(z.array(orderFulfilmentSchema), []).meta({ description: 'One shipment per shop of its lines, with its dated events.' }),
  })
  .meta({ id: 'Order' });

/** POST /shopify/order, GET /orders/{id}, GET /orders/by-idempotency-key/{key}. */
export const orderAnswerSchema = z.object({ order: orderDetailSchema });

export const trackingSchema = z
  .object({
    status: z.enum(['Pending', 'Shipped', 'Delivered', 'Canceled']),
    steps: z.array(z.object({ label: z.enum(['Pending', 'Shipped', 'Delivered']), done: z.boolean(), date: z.string().nullable() })),
  })
  .meta({ id: 'Tracking' });

/** GET /orders/track/{order_number}. */
export const orderTrackingSchema = z.object({ order: orderDetailSchema, tracking: trackingSchema });
