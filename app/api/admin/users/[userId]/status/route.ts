// PATCH /api/admin/users/{id}/status {status, reason?}: an admin suspends, bans or reactivates an
// account from its page in the console; the reason goes to the audit log. The API checks the role
// again, keeps the last active admin, and ends the account's sessions when it is suspended or banned.
import { userStatusAnswer } from '@/lib/http/answers/account';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { setUserStatus } from '@/lib/upstream/admin-users';
import { accountStatusSchema } from '@/lib/validation/account';

export const PATCH = route({
  answer: userStatusAnswer,
  auth: true,
  params: idParams('userId'),
  body: accountStatusSchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await setUserStatus(session.accessToken, params.userId, body.status, body.reason);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.statusFailed);
    return reply({ message: ACCOUNT_MESSAGES.statusChanged(body.status), status: body.status });
  },
});
