// One fulfilment per shop of an order (issue 32): what a seller sees of their shop's part of an
// order (GET /seller/orders, /seller/orders/{id}) and moves along (accept, ship, deliver, cancel),
// and what the buyer's order shows of each shipment.
import { z } from 'zod';
import { FULFILMENT_STATES } from '../rules/status';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam, requiredText } from './fields';

/** How long a carrier's name, a tracking number and a cancel reason may be. */
export const FULFILMENT_LIMITS = { carrier: 100, trackingNumber: 100, cancelReason: 1000 } as const;

const stateSchema = z.enum(FULFILMENT_STATES);

export const fulfilmentEventSchema = z
  .object({
    step: stateSchema,
    note: z.string().nullable(),
    at: z.string().meta({ description: 'When the step was taken (ISO 8601).' }),
  })
  .meta({ id: 'FulfilmentEvent' });

const shopRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** One shipment of the buyer's order: a shop's lines on their way (in GET /orders/{id} and tracking). */
export const orderFulfilmentSchema = z
  .object({
    id: z.number().int(),
    shop: shopRefSchema,
    state: stateSchema,
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    events: z.array(fulfilmentEventSchema.pick({ step: true, at: true })),
  })
  .meta({ id: 'OrderFulfilment' });

/** A row of the seller's list. */
export const sellerOrderListItemSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    buyer: z.object({ name: z.string() }),
    state: stateSchema,
    is_new: z.boolean().meta({ description: 'Not accepted yet.' }),
    item_count: z.number().int(),
    total: z.number().meta({ description: "The shop's lines, in shillings." }),
    created_at: z.string(),
  })
  .meta({ id: 'SellerOrderListItem' });

export const sellerOrderListSchema = paginatorSchema(sellerOrderListItemSchema);

const sellerOrderLineSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
});

/** One fulfilment as its seller sees it. */
export const sellerOrderSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    state: stateSchema,
    is_new: z.boolean(),
    buyer: z.object({ name: z.string() }),
    shipping_address: z.unknown(),
    lines: z.array(sellerOrderLineSchema),
    total: z.number(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    refund: z.number().nullable().meta({ description: 'What the buyer got back to their wallet when the shop canceled; null otherwise.' }),
    events: z.array(fulfilmentEventSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SellerOrder' });

/** POST /orders/{id}/fulfilments/{fid}/received: the order's status once the parcel is delivered. */
export const parcelReceivedSchema = z.object({ order_status: z.string() });

// Requests.

export const sellerOrderListQuerySchema = z.object({
  state: z.enum(FULFILMENT_STATES, { error: `state must be one of ${FULFILMENT_STATES.join(', ')}.` }).optional(),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const sellerOrderParamsSchema = z.object({ id: idPath('Order') });

export const orderFulfilmentParamsSchema = z.object({ id: idPath('Order'), fid: idPath('Shipment') });

export const shipBodySchema = z.object({
  carrier: requiredText({ required: 'Please enter the carrier.', max: FULFILMENT_LIMITS.carrier, label: 'Carrier' }),
  tracking_number: requiredText({ required: 'Please enter the tracking number.', max: FULFILMENT_LIMITS.trackingNumber, label: 'Tracking number' }),
});

export const cancelBodySchema = z.object({
  reason: requiredText({ required: 'Please say why the order is canceled.', max: FULFILMENT_LIMITS.cancelReason, label: 'Reason' }),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;
