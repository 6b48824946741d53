// GET /api/account/counts: the account sidebar's live counts (orders on their way, open tickets,
// wishlist items), for the sidebar to refresh itself in the browser.
import { countsOf } from '@/components/account/account-counts';
import { accountCountsAnswer } from '@/lib/http/answers/account';
import { route, upstreamFailure } from '@/lib/http/handler';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { getAccountCounts } from '@/lib/upstream/account';

export const GET = route({
  answer: accountCountsAnswer,
  auth: true,
  async handle({ session, reply }) {
    const result = await getAccountCounts(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.countsLoadFailed);
    return reply(countsOf(result.data));
  },
});
