// POST /api/support-tickets: a new ticket from either form, CreateTicket's {subject, description,
// ticket_category, priority, order_id?} or the Support Tickets modal's {subject, message}. The
// ticket is always the buyer's and starts open; the answer is the ticket.
import { ticketAnswer } from '@/lib/http/answers/support';
import { route, upstreamFailure } from '@/lib/http/handler';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { createTicket } from '@/lib/upstream/tickets';
import { createTicketSchema } from '@/lib/validation/support';

export const POST = route({
  answer: ticketAnswer,
  auth: true,
  body: createTicketSchema,
  async handle({ session, body, reply }) {
    const result = await createTicket(session.accessToken, {
      subject: body.subject,
      description: body.description || body.message || '',
      category: body.ticket_category,
      priority: body.priority,
      orderId: body.order_id ?? null,
    });
    if (!result.ok) return upstreamFailure(result.error, SUPPORT_MESSAGES.createFailed);
    return reply({ message: SUPPORT_MESSAGES.created, ticket: result.data }, 201);
  },
});
