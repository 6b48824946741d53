// A shop's orders as the seller centre sees them (issue 32, point 4): one fulfilment per shop of a
// paid order, normalised once by lib/upstream/seller-orders.ts. The API decides every step; which
// buttons a state offers is the shared table of contract/rules/fulfilment-steps.ts.
import type { FulfilmentState } from '@/contract/rules/status';
import { SHIPMENT_STATE_LABELS, SHIPMENT_STEP_LABELS } from '@/lib/messages/catalogue';

/** A row of /seller/orders. */
export interface SellerOrderSummary {
  /** The fulfilment's id: the shop's part of the order, and the seller's page's address. */
  id: number;
  orderId: number;
  number: string;
  buyerName: string;
  state: FulfilmentState;
  /** Not accepted yet. */
  isNew: boolean;
  itemCount: number;
  /** The shop's lines, in shillings. */
  total: number;
  createdAt: string;
}

export interface SellerOrderLine {
  /** Null once the product is gone. */
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface SellerOrderEvent {
  step: FulfilmentState;
  /** The carrier and tracking number of a shipment, a cancel's reason; null otherwise. */
  note: string | null;
  at: string;
}

/** /seller/orders/{id}: the shop's part of one order. */
export interface SellerOrderDetail extends SellerOrderSummary {
  /** The shipping address as the lines of a label; null when none was recorded. */
  shippingAddress: string[] | null;
  lines: SellerOrderLine[];
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  /** What the buyer got back when the shop canceled; null otherwise. */
  refund: number | null;
  events: SellerOrderEvent[];
  updatedAt: string;
}

/** The state's word on a chip and in a timeline. */
export const SELLER_ORDER_STATE_LABELS: Record<FulfilmentState, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  shipped: SHIPMENT_STATE_LABELS.shipped,
  delivered: SHIPMENT_STATE_LABELS.delivered,
  canceled: SHIPMENT_STATE_LABELS.canceled,
};

/** A step's words in the order's timeline. */
export const SELLER_ORDER_EVENT_LABELS: Record<FulfilmentState, string> = {
  pending: 'Order placed',
  accepted: 'Accepted',
  shipped: SHIPMENT_STEP_LABELS.shipped,
  delivered: SHIPMENT_STEP_LABELS.delivered,
  canceled: SHIPMENT_STATE_LABELS.canceled,
};
