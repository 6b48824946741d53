// GET /api/invoices/{id}/download: the invoice's PDF, fetched from the API with the session's
// token and passed on as a file. The browser's link carries no token; another buyer's invoice is
// a 404, as at the API.
import { route, upstreamFailure } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
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
    const { body, contentType, disposition } = result.data;
    return new Response(body, {
      headers: {
        'Content-Type': contentType.startsWith('application/pdf') ? 'application/pdf' : contentType,
        'Content-Disposition': disposition ?? `attachment; filename="invoice-${params.invoiceId}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
