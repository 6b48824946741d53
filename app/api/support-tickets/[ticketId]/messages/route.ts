// POST /api/support-tickets/{id}/messages {body, status?}: a message in the ticket's conversation.
// The owner writes as the buyer (the ticket reopens; a status they send is not passed on); an admin
// answers any ticket as staff and may choose the status it is left in. Another buyer's ticket is a
// 404, as at the API.
import { ticketAnswer } from '@/lib/http/answers/support';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { postTicketMessage } from '@/lib/upstream/tickets';
import { ticketReplySchema } from '@/lib/validation/support';

export const POST = route({
  answer: ticketAnswer,
  auth: true,
  params: idParams('ticketId'),
  notFoundMessage: SUPPORT_MESSAGES.ticketMissing,
  body: ticketReplySchema,
  async handle({ session, params, body, reply }) {
    const status = session.user.userType === 'admin' ? body.status : undefined;
    const result = await postTicketMessage(session.accessToken, params.ticketId, status ? { body: body.body, status } : { body: body.body });
    if (!result.ok) return upstreamFailure(result.error, SUPPORT_MESSAGES.replyFailed);
    return reply({ message: SUPPORT_MESSAGES.replySent, ticket: result.data }, 201);
  },
});
