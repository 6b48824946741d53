// The seller's e-mails about an admin's decision on their shop (issue 33, point 3): suspended (with
// the reason) and restored. Sent through the outbox after the change commits.
import type { Mail } from '../mail/mailer';

interface ShopOwnerFacts {
  to: string;
  name: string;
  shopName: string;
}

export function shopSuspendedMail(o: ShopOwnerFacts & { reason: string }): Mail {
  return {
    to: o.to,
    subject: `Your shop ${o.shopName} is suspended`,
    body:
      `Hello ${o.name},\n\nYour shop ${o.shopName} has been suspended, for this reason:\n\n${o.reason}\n\n` +
      `While it is suspended, buyers cannot see the shop or its products. Your Seller centre stays open, ` +
      `and you can reply to this message or contact support to have it reviewed.\n`,
  };
}

export function shopRestoredMail(o: ShopOwnerFacts): Mail {
  return {
    to: o.to,
    subject: `Your shop ${o.shopName} is open again`,
    body: `Hello ${o.name},\n\nYour shop ${o.shopName} is restored: buyers can see it and its products again.\n`,
  };
}
