// Billing history (spec section 3, Invoice). Invoices are written by checkout; here the buyer lists
// theirs and downloads each as a PDF. The download needs the bearer token too, so the storefront
// fetches it server-side and streams it to the browser.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceListQuerySchema, invoiceListSchema, invoiceParamsSchema } from '../../../contract/api/invoices';
import { requireUser } from '../auth/middleware';
import { isoDate } from '../account/db';
import { invoiceFileName, renderInvoicePdf } from '../account/invoice-pdf';
import { addresses, invoices, orderItems, orders, products, returnRequests, shops, users } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const INVOICE_NOT_FOUND = 'Invoice not found';

const tags = ['Invoices'];

const listInvoices = createApiRoute({
  method: 'get',
  path: '/invoices',
  tags,
  summary: "The buyer's invoices, newest first (10 a page, at most 50)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { query: invoiceListQuerySchema },
  responses: { 200: answers(invoiceListSchema, 'The invoices.'), 401: unauthenticated, 422: invalidInput },
});

const downloadInvoice = createApiRoute({
  method: 'get',
  path: '/invoices/{id}/download',
  tags,
  summary: 'One invoice as a PDF (an attachment)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: invoiceParamsSchema },
  responses: {
    200: { description: 'The invoice.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    401: unauthenticated,
    404: fails('No such invoice of this buyer.'),
  },
});

export function invoiceRoutes() {
  return openApiRouter()
    .openapi(listInvoices, async (c) => {
      const { db, config } = c.var.deps;
      const { page, per_page } = c.req.valid('query');
      const mine = eq(invoices.userId, c.var.user.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ invoice: invoices, orderNumber: orders.orderNumber })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .where(mine)
          .orderBy(desc(invoices.issuedAt), desc(invoices.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(invoices).where(mine),
      ]);
      const base = config.publicUrl.replace(/\/$/, '');
      const data = rows.map(({ invoice, orderNumber }) => ({
        id: invoice.id,
        invoice_number: invoice.invoiceNumber,
        date: isoDate(invoice.issuedAt),
        orderId: orderNumber,
        order_id: invoice.orderId,
        amount: invoice.amount,
        status: invoice.status,
        downloadUrl: `${base}/invoices/${invoice.id}/download`,
      }));
      return ok(c, paginate(data, page, per_page, total));
    })

    .openapi(downloadInvoice, async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      const userId = c.var.user.id;
      const [found] = await db
        .select({ invoice: invoices, order: orders, buyer: { name: users.name, email: users.email, phone: users.phone } })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
      if (!found) throw new ApiError(404, INVOICE_NOT_FOUND);
      const { invoice, order, buyer } = found;
      const lines = await db
        .select({ line: orderItems, shopName: shops.shopName, shopLocation: shops.location })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(shops, eq(shops.id, products.shopId))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      // Approved returns are the refunds: the invoice states them beside what was paid.
      const [refunded] = await db
        .select({
          amount: sql<string | null>`sum(${returnRequests.refund})`,
          date: sql<Date | null>`max(${returnRequests.updatedAt})`.mapWith(returnRequests.updatedAt),
        })
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, 'Approved')));
      let address: unknown = order.shippingAddress;
      if (!address) {
        const [fallback] = await db
          .select({ name: addresses.name, street: addresses.street, city: addresses.city, country: addresses.country, phone: addresses.phone })
          .from(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
        address = fallback ?? null;
      }
      const pdf = await renderInvoicePdf({
        invoiceNumber: invoice.invoiceNumber,
        issuedAt: invoice.issuedAt,
        status: invoice.status,
        amount: invoice.amount,
        order: {
          orderNumber: order.orderNumber,
          createdAt: order.createdAt,
          subtotal: order.subtotal,
          discount: order.discount,
          promoCode: order.promoCode,
          promoDiscount: order.promoDiscount,
          shipping: order.shipping,
          tax: order.tax,
          totalAmount: order.totalAmount,
          currency: order.currency,
        },
        lines: lines.map(({ line, shopName, shopLocation }) => ({
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
          shop: shopName === null ? null : { name: shopName, location: shopLocation ?? '' },
        })),
        refund: refunded?.amount != null && refunded.date ? { amount: Number(refunded.amount), date: refunded.date } : null,
        buyer,
        address,
      });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
