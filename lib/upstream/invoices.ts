// The buyer's invoices (GET /invoices?page=n) and one invoice's PDF, fetched with the buyer's
// token on the server so the browser's download link carries none.
import 'server-only';
import type { Invoice } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { invoiceSchema } from '@/contract/api/invoices';
import { userCall, userDownload } from './client';
import { pageSchema } from './page';

// The API's download URL is not read: the browser downloads through our own handler.
const invoicePageSchema = pageSchema(
  invoiceSchema.transform((i): Invoice => ({
    id: i.id,
    number: i.invoice_number,
    date: i.date,
    orderId: i.order_id,
    orderNumber: i.orderId,
    amount: i.amount,
    status: i.status,
  })),
);

export function listInvoices(token: string, page: number) {
  return userCall(token, api.invoices, invoicePageSchema, { query: { page } });
}

export function downloadInvoice(token: string, invoiceId: number) {
  return userDownload(token, api.invoiceDownload(invoiceId));
}
