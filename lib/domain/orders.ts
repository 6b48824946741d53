// A buyer's orders as pages and components see them: plain, camelCase, normalised once by
// lib/upstream/orders.ts (image paths on our origin, the address as lines to print).

/** A row of Order History. */
export interface OrderSummary {
  id: number;
  number: string;
  buyerName: string;
  status: string;
  total: number;
  currency: string;
  createdAt: string;
  itemCount: number;
}

export interface OrderLine {
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
  createdAt: string;
  buyer: { name: string; email: string };
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  currency: string;
  /** The shipping address as the lines of a label; null when none was recorded. */
  shippingAddress: string[] | null;
  payment: { status: string; processor: string; processedAt: string | null } | null;
  invoice: { number: string; status: string } | null;
}

export interface OrderTracking {
  status: string;
  steps: { label: string; done: boolean; date: string | null }[];
}

/** What the checkout tells the buyer about the order it placed. */
export type PlacedOrder = Pick<OrderDetail, 'id' | 'number' | 'total'>;
