// The buyer's e-mail when support answers their ticket (issue 33, point 6). Sent through the outbox
// after the answer commits, only to a buyer who wants mail about their orders (notification
// settings), like the return and fulfilment mails.
import { eq } from 'drizzle-orm';
import type { Executor } from '../account/db';
import { supportTickets, users } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { wantsOrderMail } from '../seller/fulfilments';

export function ticketAnsweredMail(o: { to: string; name: string; ticketId: number; subject: string; answer: string }): Mail {
  return {
    to: o.to,
    subject: `Support answered your ticket #${o.ticketId}: ${o.subject.replace(/[\r\n]+/g, ' ')}`,
    body:
      `Hello ${o.name},\n\nOur support team answered your ticket "${o.subject}":\n\n${o.answer}\n\n` +
      `You can read the whole conversation and reply under Support Tickets in your account (ticket #${o.ticketId}).\n`,
  };
}

/** The mail for support's answer on a ticket, or null when its buyer turned order mail off. */
export async function ticketAnswerMail(db: Executor, ticketId: number, answer: string): Promise<Mail | null> {
  const [row] = await db
    .select({ userId: supportTickets.userId, subject: supportTickets.subject, name: users.name, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) return null;
  if (!(await wantsOrderMail(db, row.userId))) return null;
  return ticketAnsweredMail({ to: row.email, name: row.name, ticketId, subject: row.subject, answer });
}
