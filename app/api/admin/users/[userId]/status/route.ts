// PATCH /api/admin/users/{id}/status {status}: an admin suspends, bans or reactivates an account.
// The API checks the role again and ends the account's sessions when it is suspended or banned.
import { userStatusAnswer } from '@/lib/http/answers/account';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { setUserStatus } from '@/lib/upstream/profile';
import { accountStatusSchema } from '@/lib/validation/account';

export const PATCH = route({
  answer: userStatusAnswer,
  auth: true,
  params: idParams('userId'),
  body: accountStatusSchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await setUserStatus(session.accessToken, params.userId, body.status);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.statusFailed);
    return reply({ message: ACCOUNT_MESSAGES.statusChanged(body.status), status: body.status });
  },
});
