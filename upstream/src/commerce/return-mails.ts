// The buyer's e-mail when an admin decides their return request (issue 33, point 5): approved, with
// the refund credited to their wallet, or rejected, with the admin's reason. Sent only to a buyer
// who wants mail about their orders (notification settings), like the fulfilment mails.
import { eq } from 'drizzle-orm';
import { formatKsh } from '../../../lib/format/money';
import type { Executor } from '../account/db';
import { orders, returnRequests, users } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { wantsOrderMail } from '../seller/fulfilments';

function returnApprovedMail(o: { to: string; name: string; orderNumber: string; refund: number }): Mail {
  return {
    to: o.to,
    subject: `Your return for order ${o.orderNumber} was approved`,
    body:
      `Hello ${o.name},\n\nWe approved your return request for order ${o.orderNumber}.\n\n` +
      `We refunded ${formatKsh(o.refund)} to your wallet. You can see it under Wallet in your account.\n`,
  };
}

function returnRejectedMail(o: { to: string; name: string; orderNumber: string; reason: string }): Mail {
  return {
    to: o.to,
    subject: `Your return for order ${o.orderNumber} was not approved`,
    body:
      `Hello ${o.name},\n\nWe could not approve your return request for order ${o.orderNumber}.\nReason: ${o.reason}\n\n` +
      `If you have questions, please open a support ticket from your account.\n`,
  };
}

/** The mail for an admin's decision on a return request, or null when the buyer turned order mail off. */
export async function returnDecisionMail(db: Executor, returnId: number): Promise<Mail | null> {
  const [decided] = await db
    .select({
      userId: returnRequests.userId,
      status: returnRequests.status,
      refund: returnRequests.refund,
      decisionReason: returnRequests.decisionReason,
      orderNumber: orders.orderNumber,
      name: users.name,
      email: users.email,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.id, returnId));
  if (!decided || decided.status === 'Pending') return null;
  if (!(await wantsOrderMail(db, decided.userId))) return null;
  const facts = { to: decided.email, name: decided.name, orderNumber: decided.orderNumber };
  return decided.status === 'Approved'
    ? returnApprovedMail({ ...facts, refund: decided.refund })
    : returnRejectedMail({ ...facts, reason: decided.decisionReason ?? '' });
}
