// Billing history (spec section 3, Invoice): the buyer's invoices, newest first, each downloadable as a PDF.
import { z } from 'zod';
import { INVOICE_STATUSES } from '../rules/status';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam } from './fields';

export const invoiceSchema = z
  .object({
    id: z.number().int(),
    invoice_number: z.string(),
    date: z.string(),
    orderId: z.string().meta({ description: "The order's number." }),
    order_id: z.number().int().meta({ description: "The order's id." }),
    amount: z.number(),
    status: z.enum(INVOICE_STATUSES),
    downloadUrl: z.string().meta({ description: 'GET it with the bearer token: the invoice as a PDF.' }),
  })
  .meta({ id: 'Invoice' });

export const invoiceListSchema = paginatorSchema(invoiceSchema);

// Requests.

/** GET /invoices: the page (10 a page, at most 50). */
export const invoiceListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

/** `/invoices/{id}/download`. */
export const invoiceParamsSchema = z.object({ id: idPath('Invoice') });
