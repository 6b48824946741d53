// How a ticket's page reads its ticket, the buyer's (/support/{id}) and the console's
// (/admin/support/{id}) alike: an id that is not one, or a ticket the API does not show this user
// (another buyer's, or none), is the 404 page; a failed read is null, for the page's own message;
// a refused token ends the session.
import 'server-only';
import { notFound } from 'next/navigation';
import { parseId } from '@/contract/rules/ids';
import { isMissing, readOrEnd } from '@/lib/account/load';
import type { SupportTicketDetail } from '@/lib/domain/account';
import { getTicket } from '@/lib/upstream/tickets';

export async function readTicketOr404(token: string, raw: string, here: string): Promise<SupportTicketDetail | null> {
  const ticketId = parseId(raw);
  if (ticketId === null) notFound();
  const result = await getTicket(token, ticketId);
  if (isMissing(result)) notFound();
  return readOrEnd(result, here);
}
