// A buyer's orders as pages and components see them: plain, camelCase, normalised once by
// lib/upstream/orders.ts (image paths on our origin, the address as lines to print).
import type { FulfilmentState, PAYMENT_METHODS, PaymentState } from '@/contract/rules/status';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
import type { RefundMethod, RefundState } from '@/contract/rules/refunds';

/** A row of Order History. */
export interface OrderSummary {
  id: number;
  number: string;
  buyerName: string;
  status: string;
  /** Whether its payment is confirmed and not refunded (only a paid order can be returned). */
  paid: boolean;
  /** Whether a return may be asked for now (the API's judgement: something arrived and is not refunded). */
  returnable: boolean;
  /** Where its money stands, shown beside the status. */
  paymentState: PaymentState;
  total: number;
  currency: string;
  createdAt: string;
  itemCount: number;
}

interface OrderLine {
  /** Null when the product no longer exists. */
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Root-relative image path, or null. */
  image: string | null;
}

export interface OrderDetail {
  id: number;
  number: string;
  status: string;
  financialStatus: string;
  /** Where its money stands, shown beside the status. */
  paymentState: PaymentState;
  createdAt: string;
  buyer: { name: string; email: string };
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  /** The promo code the order used and what it took off (on top of `discount`); null and 0 without one. */
  promoCode?: string | null;
  promoDiscount?: number;
  shipping: number;
  tax: number;
  total: number;
  currency: string;
  /** The shipping address as the lines of a label; null when none was recorded. */
  shippingAddress: string[] | null;
  /** Whether the buyer can pay it now (unpaid, not cancelled, its hold not run out). */
  canPay: boolean;
  /** When its stock hold runs out unpaid (ISO 8601); null once paid or cancelled. */
  paymentDueAt: string | null;
  /** The newest payment attempt. */
  payment: PaymentAttempt | null;
  /** Each completed part of its payment, oldest first: the wallet's part, and M-Pesa's or the card's. */
  paymentParts: PaymentAttempt[];
  /** Every refund, oldest first, and where each stands (issue 34). */
  refunds: OrderRefund[];
  /** What is left to pay (0 once paid, or when it cannot be paid). */
  amountDue: number;
  /** What the buyer's wallet can pay of it now. */
  walletAvailable: number;
  invoice: { number: string; status: string } | null;
  /** One shipment per shop of its lines (none from an API before fulfilments). */
  shipments: OrderShipment[];
}

/** One refund of an order: how much, where it goes, and where it stands. */
export interface OrderRefund {
  id: number;
  amount: number;
  method: RefundMethod;
  /** "M-Pesa 2547•••••671", "card ending 4242", "your wallet". */
  destination: string;
  status: RefundState;
  cause: 'return' | 'cancel' | 'late';
  receipt: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** One shop's lines of an order on their way to the buyer, with each step it took and when. */
export interface OrderShipment {
  id: number;
  shop: { id: number; name: string; slug: string };
  state: FulfilmentState;
  carrier: string | null;
  trackingNumber: string | null;
  /** Oldest first, as the API lists them. */
  events: { step: FulfilmentState; at: string }[];
}

/** One try at paying an order (issue 23): by M-Pesa (STK push) or card (on Paystack's page); or the part the buyer's wallet paid (issue 34). */
export interface PaymentAttempt {
  id: number;
  orderId: number;
  orderNumber: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: 'pending' | 'completed' | 'failed';
  /** 'M-Pesa' or 'Card'. */
  processor: string;
  phone: string | null;
  cardLast4: string | null;
  /** A pending card attempt: the card provider's page, where the buyer pays (or goes back to). */
  redirectUrl: string | null;
  /** The M-Pesa receipt number (or the card's reference) once completed. */
  receipt: string | null;
  /** Why it failed, in words for the buyer. */
  failureReason: string | null;
  /** Pending, and its callback did not come in time: the API is asking M-Pesa (perhaps unreachable). */
  stillChecking: boolean;
  createdAt: string;
  processedAt: string | null;
}

/** Which ways to pay the API takes now (GET /payments/methods); a test method moves no money. */
export interface PaymentMethods {
  mpesa: { available: boolean; test: boolean };
  card: { available: boolean; test: boolean };
}

export interface OrderTracking {
  status: string;
  steps: { label: string; done: boolean; date: string | null }[];
}

/** What the checkout tells the buyer about the order it placed. */
export type PlacedOrder = Pick<OrderDetail, 'id' | 'number' | 'total' | 'walletAvailable'>;
