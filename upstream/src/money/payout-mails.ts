// The e-mails of a shop's payout (issue 34, point 6), to the shop's address (its owner's without
// one): paid, with M-Pesa's receipt, or refused, with M-Pesa's reason and the money back.
import { formatKsh } from '../../../lib/format/money';
import type { Mail } from '../mail/mailer';

interface PayoutFacts {
  to: string;
  shopName: string;
  amount: number;
  /** The M-Pesa number, masked. */
  phone: string;
}

export function payoutPaidMail(p: PayoutFacts & { receiptNumber: string }): Mail {
  return {
    to: p.to,
    subject: `Payout of ${formatKsh(p.amount)} sent to your M-Pesa`,
    body:
      `Hello,\n\nWe sent ${formatKsh(p.amount)} from ${p.shopName}'s available balance to M-Pesa ${p.phone}.\n\n` +
      `M-Pesa receipt: ${p.receiptNumber}\n\nEvery payout and its receipt are on Payouts in your seller centre.\n`,
  };
}

export function payoutRefusedMail(p: PayoutFacts & { reason: string }): Mail {
  return {
    to: p.to,
    subject: `Your payout of ${formatKsh(p.amount)} did not go through`,
    body:
      `Hello,\n\nM-Pesa did not pay the payout of ${formatKsh(p.amount)} to ${p.phone}: ${p.reason}\n\n` +
      `The money is back in ${p.shopName}'s available balance. Check the shop's M-Pesa number on its profile, then ask for the payout again.\n`,
  };
}
