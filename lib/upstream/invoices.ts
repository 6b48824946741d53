// The buyer's invoices (GET /invoices?page=n) and one invoice's PDF, fetched with the buyer's
// token on the server so the browser's download link carries none.
import 'server-only';
import { z } from 'zod';
import type { Invoice } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall, userDownload } from './client';
import { pageSchema } from './page';

const invoiceSchema = z
  .object({
    id: z.number().int(),
    invoice_number: z.string(),
    date: z.string(),
    orderId: z.string(),
    order_id: z.number().int(),
    amount: z.number(),
    status: z.string(),
  })
  .transform((i): Invoice => ({
    id: i.id,
    number: i.invoice_number,
    date: i.date,
    orderId: i.order_id,
    orderNumber: i.orderId,
    amount: i.amount,
    status: i.status,
  }));

export function listInvoices(token: string, page: number) {
  return userCall(token, api.invoices, pageSchema(invoiceSchema), { query: { page } });
}

export function downloadInvoice(token: string, invoiceId: number) {
  return userDownload(token, api.invoiceDownload(invoiceId));
}
