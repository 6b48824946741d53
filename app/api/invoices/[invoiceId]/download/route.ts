// GET /api/invoices/{id}/download: the invoice's PDF, fetched from the API with the session's
// token and passed on as a file. The browser's link carries no token; another buyer's invoice is
// a 404, as at the API.
import { route, upstreamFailure } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { fileResponse } from '@/lib/http/download';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { downloadInvoice } from '@/lib/upstream/invoices';

export const GET = route({
  auth: true,
  params: idParams('invoiceId'),
  notFoundMessage: ACCOUNT_MESSAGES.invoiceMissing,
  answer: NOT_JSON,
  async handle({ session, params }) {
    const result = await downloadInvoice(session.accessToken, params.invoiceId);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.invoiceFailed);
    return fileResponse(result.data, `invoice-${params.invoiceId}.pdf`);
  },
});
