// GET /api/refunds/{id}/credit-note: a refund's credit note (a PDF), fetched from the API with the
// session's token and passed on as a file. The browser's link carries no token; another buyer's
// refund is a 404, as at the API.
import { route, upstreamFailure } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { fileResponse } from '@/lib/http/download';
import { idParams } from '@/lib/http/params';
import { REFUND_MESSAGES } from '@/lib/messages/catalogue';
import { downloadCreditNote } from '@/lib/upstream/refunds';

export const GET = route({
  auth: true,
  params: idParams('refundId'),
  notFoundMessage: REFUND_MESSAGES.missing,
  answer: NOT_JSON,
  async handle({ session, params }) {
    const result = await downloadCreditNote(session.accessToken, params.refundId);
    if (!result.ok) return upstreamFailure(result.error, REFUND_MESSAGES.creditNoteFailed);
    return fileResponse(result.data, `credit-note-${params.refundId}.pdf`);
  },
});
