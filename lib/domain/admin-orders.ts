// The console's orders as the storefront reads them (issue 33, point 4): a row of the list
// (GET /admin/orders) and one order with its lines, payments, shipments and history.
import type { PersonRef } from './person';
import type { FulfilmentState, PaymentState } from '@/contract/rules/status';

export interface ShopRef {
  id: number;
  name: string;
}

export interface AdminOrderRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  buyer: PersonRef;
  shops: ShopRef[];
  total: number;
  orderStatus: string;
  paymentState: PaymentState;
}

export interface AdminOrderLine {
  id: number;
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  shop: ShopRef | null;
}

export interface AdminOrderPayment {
  id: number;
  processor: string;
  provider: string | null;
  amount: number;
  status: 'pending' | 'completed' | 'failed';
  /** The phone (M-Pesa) or the card's last four digits. */
  payer: string | null;
  receiptNumber: string | null;
  reference: string | null;
  checkoutRequestId: string | null;
  resultCode: string | null;
  failureReason: string | null;
  refundDue: boolean;
  createdAt: string;
  processedAt: string | null;
}

export interface AdminOrderShipment {
  id: number;
  shop: ShopRef;
  state: FulfilmentState;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  refund: number | null;
  events: { step: FulfilmentState; note: string | null; at: string }[];
}

export interface AdminOrderHistoryItem {
  at: string;
  kind: 'order' | 'shipment' | 'payment' | 'admin';
  text: string;
  by: string | null;
}

export interface AdminOrder extends AdminOrderRow {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** The shipping address's lines, as the buyer gave them. */
  address: string[];
  lines: AdminOrderLine[];
  payments: AdminOrderPayment[];
  shipments: AdminOrderShipment[];
  history: AdminOrderHistoryItem[];
  cancellable: boolean;
}
