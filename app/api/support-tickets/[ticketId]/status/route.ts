// PATCH /api/support-tickets/{id}/status {status}: an admin changes a ticket's status without a
// message. Refused to anyone else here (403) before the API, which checks the role again.
import { ticketAnswer } from '@/lib/http/answers/support';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { setTicketStatus } from '@/lib/upstream/tickets';
import { ticketStatusSchema } from '@/lib/validation/support';

export const PATCH = route({
  answer: ticketAnswer,
  auth: true,
  params: idParams('ticketId'),
  notFoundMessage: SUPPORT_MESSAGES.ticketMissing,
  body: ticketStatusSchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await setTicketStatus(session.accessToken, params.ticketId, body.status);
    if (!result.ok) return upstreamFailure(result.error, SUPPORT_MESSAGES.statusFailed);
    return reply({ message: SUPPORT_MESSAGES.statusUpdated, ticket: result.data });
  },
});
