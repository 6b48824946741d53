// The console's orders (issue 33, point 4): a page of GET /admin/orders with its filters, the same
// list as CSV (passed on by our own handler), one order, and an admin's cancel with its reason.
// Every call carries the admin's token and is never cached; a buyer's or seller's call is a 403 at
// the API.
import 'server-only';
import type { z } from 'zod';
import { adminOrderRowSchema, adminOrderSchema, type AdminOrderFilters, type adminOrderCancelBodySchema } from '@/contract/api/admin-orders';
import { paymentState } from '@/contract/rules/status';
import type { AdminOrder, AdminOrderRow } from '@/lib/domain/admin-orders';
import { api } from '@/lib/routing/urls';
import { userCall, userDownload } from './client';
import { pageSchema } from './page';

type RowJson = z.output<typeof adminOrderRowSchema>;

const toRow = (o: RowJson): AdminOrderRow => ({
  id: o.id,
  orderNumber: o.order_number,
  createdAt: o.created_at,
  buyer: o.buyer,
  shops: o.shops,
  total: o.total,
  orderStatus: o.order_status,
  paymentState: paymentState(o.financial_status),
});

/** The address's lines that are set, in the order a label reads them. */
function addressLines(address: Record<string, unknown> | null): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  const name = [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  const place = [text('city'), text('province'), text('zip')].filter(Boolean).join(', ');
  return [name, text('address1'), text('address2'), place, text('country'), text('phone')].filter(Boolean);
}

const orderSchema = adminOrderSchema.transform((o): AdminOrder => ({
  ...toRow(o),
  subtotal: o.subtotal,
  discount: o.discount,
  shipping: o.shipping,
  tax: o.tax,
  address: addressLines(o.shipping_address),
  lines: o.lines.map((l) => ({
    id: l.id,
    productId: l.product_id,
    name: l.name,
    sku: l.sku,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    lineTotal: l.line_total,
    shop: l.shop,
  })),
  payments: o.payments.map((p) => ({
    id: p.id,
    processor: p.processor,
    provider: p.provider,
    amount: p.amount,
    status: p.status,
    payer: p.phone ?? (p.card_last4 ? `Card ending ${p.card_last4}` : null),
    receiptNumber: p.receipt_number,
    reference: p.reference,
    checkoutRequestId: p.checkout_request_id,
    resultCode: p.result_code,
    failureReason: p.failure_reason,
    refundDue: p.refund_due,
    createdAt: p.created_at,
    processedAt: p.processed_at,
  })),
  shipments: o.shipments.map((s) => ({
    id: s.id,
    shop: s.shop,
    state: s.state,
    carrier: s.carrier,
    trackingNumber: s.tracking_number,
    cancelReason: s.cancel_reason,
    refund: s.refund,
    events: s.events,
  })),
  history: o.history,
  cancellable: o.cancellable,
}));

export function listAdminOrders(token: string, filters: AdminOrderFilters, page: number) {
  return userCall(token, api.adminOrders, pageSchema(adminOrderRowSchema.transform(toRow)), { query: { ...filters, page } });
}

export function getAdminOrder(token: string, id: number) {
  return userCall(token, api.adminOrder(id), orderSchema);
}

/** The filtered list as CSV, passed on by our own handler so the browser's link carries no token. */
export function downloadAdminOrders(token: string, filters: AdminOrderFilters) {
  return userDownload(token, api.adminOrdersExport(filters), { timeoutMs: 60_000 });
}

export function cancelAdminOrder(token: string, id: number, input: z.output<typeof adminOrderCancelBodySchema>) {
  return userCall(token, api.adminOrderCancel(id), orderSchema, { method: 'POST', body: input satisfies z.input<typeof adminOrderCancelBodySchema> });
}
