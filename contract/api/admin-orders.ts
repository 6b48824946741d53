// The operator's orders (issue 33, point 4): GET /admin/orders finds orders by number, buyer, shop,
// order status, payment status and days, newest first; GET /admin/orders/export is the same list
// as CSV for accounting; GET /admin/orders/{id} is one order with its lines, payments, shipments
// and history; POST /admin/orders/{id}/cancel cancels an order nothing of which has shipped.
import { z } from 'zod';
import { FULFILMENT_STATES, PAYMENT_METHODS } from '../rules/status';
import { ORDER_NUMBER_MAX } from '../rules/returns';
import { fromQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { pageParam, perPageParam, personRefSchema, requiredText } from './fields';

/** The order statuses the filter offers; Canceled finds both spellings, Delivered finds Completed too. */
export const ORDER_STATUS_FILTERS = ['Pending', 'Shipped', 'Delivered', 'Canceled'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Where an order's money stands (its financial_status), as the API writes it. */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'refund_due', 'voided'] as const;

/** The longest piece of a buyer's name or e-mail, or of a shop's name, the filters take. */
export const ADMIN_ORDER_SEARCH_MAX = 200;
/** The most rows one CSV export holds; the newest are kept and the answer says how many matched. */
export const ADMIN_ORDER_EXPORT_MAX = 10_000;
/** The longest reason an admin may give for canceling an order (the buyer reads it). */
export const ORDER_CANCEL_REASON_MAX = 500;

// Each filter read as the catalogue's are (catalog-query.ts): control characters (PostgreSQL refuses
// NUL) become spaces, a blank value is no filter, a repeated one counts once.
const day = (name: string) => fromQuery(z.iso.date(`${name} must be a date (YYYY-MM-DD).`).optional());
const search = (name: string, description: string) =>
  fromQuery(z.string().max(ADMIN_ORDER_SEARCH_MAX, `${name} may not be longer than ${ADMIN_ORDER_SEARCH_MAX} characters.`).optional()).meta({ description });

const filterFields = {
  number: fromQuery(z.string().max(ORDER_NUMBER_MAX, `number may not be longer than ${ORDER_NUMBER_MAX} characters.`).optional()).meta({
    description: 'The order number, or its beginning (any case).',
  }),
  buyer: search('buyer', "Part of the buyer's name or e-mail."),
  shop: search('shop', "A shop's id, or part of its name: orders with a line of that shop."),
  status: fromQuery(z.enum(ORDER_STATUS_FILTERS, { error: `status must be one of ${ORDER_STATUS_FILTERS.join(', ')}.` }).optional()),
  payment_status: fromQuery(z.enum(ORDER_PAYMENT_STATUSES, { error: `payment_status must be one of ${ORDER_PAYMENT_STATUSES.join(', ')}.` }).optional()),
  from: day('from').meta({ description: 'The first day the order was placed, in Nairobi time.' }),
  to: day('to').meta({ description: 'The last day, in Nairobi time (included).' }),
};

const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: 'from must not be after to.', path: ['to'] };

export const adminOrderListQuerySchema = z.object({ ...filterFields, page: pageParam, per_page: perPageParam(20, 100) }).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** GET /admin/orders/export: the list's filters, no page. */
export const adminOrderExportQuerySchema = z.object(filterFields).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminOrderFilters = z.infer<typeof adminOrderExportQuerySchema>;
/** The names of the filters, as the address and the query carry them. */
export const ADMIN_ORDER_FILTER_NAMES = Object.keys(filterFields) as (keyof AdminOrderFilters)[];

const shopRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminOrderRowSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    created_at: z.string().meta({ description: 'When it was placed (ISO 8601).' }),
    buyer: personRefSchema,
    shops: z.array(shopRefSchema),
    total: z.number(),
    currency: z.string(),
    order_status: z.string(),
    financial_status: z.string(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListSchema = paginatorSchema(adminOrderRowSchema);

const lineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
  shop: shopRefSchema.nullable().meta({ description: "The product's shop; null when the product is gone." }),
});

const paymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  processor: z.string(),
  provider: z
    .string()
    .nullable()
    .meta({ description: 'Which provider took it: daraja, mpesa-sandbox, paystack, paystack-sandbox, wallet, seed (test-card in older rows).' }),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  phone: z.string().nullable(),
  card_last4: z.string().nullable(),
  receipt_number: z.string().nullable().meta({ description: "M-Pesa's receipt number, or the card provider's reference." }),
  reference: z.string().nullable(),
  merchant_request_id: z.string().nullable(),
  checkout_request_id: z.string().nullable(),
  result_code: z.string().nullable().meta({ description: "The provider's result code of a failed attempt." }),
  failure_reason: z.string().nullable(),
  refund_due: z.boolean(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});

const shipmentSchema = z.object({
  id: z.number().int(),
  shop: shopRefSchema,
  state: z.enum(FULFILMENT_STATES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refund: z.number().nullable(),
  events: z.array(z.object({ step: z.enum(FULFILMENT_STATES), note: z.string().nullable(), at: z.string() })),
});

/** One dated step of the order's life: a shipment's event, a payment, an admin's action. */
const historySchema = z.object({
  at: z.string(),
  kind: z.enum(['order', 'shipment', 'payment', 'admin']),
  text: z.string(),
  by: z.string().nullable().meta({ description: "The admin's e-mail, for an admin's action." }),
});

export const adminOrderSchema = adminOrderRowSchema
  .extend({
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    tax: z.number(),
    shipping_address: z.record(z.string(), z.unknown()).nullable(),
    payment_due_at: z.string().nullable(),
    lines: z.array(lineSchema),
    payments: z.array(paymentSchema),
    shipments: z.array(shipmentSchema),
    history: z.array(historySchema).meta({ description: 'Oldest first.' }),
    cancellable: z.boolean().meta({ description: 'Not canceled, and nothing of it shipped.' }),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrderJson = z.infer<typeof adminOrderSchema>;

/** POST /admin/orders/{id}/cancel. */
export const adminOrderCancelBodySchema = z.object({
  reason: requiredText({ required: 'Please say why the order is canceled.', max: ORDER_CANCEL_REASON_MAX, label: 'Reason' }),
});
