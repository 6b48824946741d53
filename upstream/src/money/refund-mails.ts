// The buyer's e-mails about a refund to where the money came from (issue 34, point 3): sent (with
// the provider's receipt), given to the wallet by the operator, or not sent after every try.
import { formatKsh } from '../../../lib/format/money';
import type { Mail } from '../mail/mailer';

interface RefundFacts {
  to: string;
  name: string;
  orderNumber: string;
  amount: number;
  /** "M-Pesa 2547•••••671", "card ending 4242", "your wallet". */
  destination: string;
}

export function refundSentMail(r: RefundFacts & { receiptNumber: string | null }): Mail {
  return {
    to: r.to,
    subject: `Refund of ${formatKsh(r.amount)} for order ${r.orderNumber} sent`,
    body:
      `Hello ${r.name},\n\nWe sent your refund of ${formatKsh(r.amount)} for order ${r.orderNumber} to ${r.destination}.\n` +
      (r.receiptNumber ? `Receipt: ${r.receiptNumber}\n` : '') +
      `\nThe order's page shows every refund, and its credit note is there to download.\n`,
  };
}

export function refundToWalletMail(r: RefundFacts): Mail {
  return {
    to: r.to,
    subject: `Refund of ${formatKsh(r.amount)} for order ${r.orderNumber} added to your wallet`,
    body:
      `Hello ${r.name},\n\nWe could not send your refund of ${formatKsh(r.amount)} for order ${r.orderNumber} back to where it came from, ` +
      `so we added it to your wallet instead. You can spend it on your next order.\n`,
  };
}

export function refundFailedMail(r: RefundFacts): Mail {
  return {
    to: r.to,
    subject: `Your refund for order ${r.orderNumber} is delayed`,
    body:
      `Hello ${r.name},\n\nWe tried to send your refund of ${formatKsh(r.amount)} for order ${r.orderNumber} to ${r.destination}, ` +
      `but it did not go through. Our team has been told and will send it again or add it to your wallet; you do not need to do anything.\n`,
  };
}

/** The line of a cancel's mail about its refund, on its way back to where the money came from. */
export const refundOnItsWay = (amount: number) =>
  `We are refunding ${formatKsh(amount)} to the way you paid (what you paid from your wallet goes back to your wallet). ` +
  `The order's page shows where the refund stands, and we will e-mail you when it arrives.\n`;
