// GET /api/seller/statement?month=YYYY-MM&format=csv|pdf: a month of the seller's shop's books
// (issue 34, point 6) as the API's statement (this month's without one; CSV unless PDF), fetched with the session's token and
// passed on as a private file. The month is checked here with the contract's rule, so a bad one
// never reaches the API.
import { STATEMENT_MONTH } from '@/contract/api/seller-balance';
import { NOT_JSON } from '@/lib/http/answers/common';
import { recentMonths } from '@/lib/format/date';
import { fileResponse } from '@/lib/http/download';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';
import { downloadStatement } from '@/lib/upstream/seller-balance';

export const GET = route({
  auth: true,
  signInMessage: SELLER_PAYOUT_MESSAGES.signIn,
  answer: NOT_JSON,
  async handle({ session, request }) {
    const query = new URL(request.url).searchParams;
    const month = query.get('month') || recentMonths(new Date(), 1)[0].value;
    if (!STATEMENT_MONTH.test(month)) return message(SELLER_PAYOUT_MESSAGES.badMonth, 422);
    const format = query.get('format') || 'csv';
    if (format !== 'csv' && format !== 'pdf') return message(SELLER_PAYOUT_MESSAGES.badFormat, 422);
    const result = await downloadStatement(session.accessToken, month, format);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PAYOUT_MESSAGES.statementFailed);
    return fileResponse(result.data, `statement-${month}.${format}`);
  },
});
