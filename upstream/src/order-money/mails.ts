// The buyer's e-mails about an order's money: placed (pay within the hold), paid, cancelled.
import { formatKsh } from '../../../lib/format/money';
import type { Mail } from '../mail/mailer';
import { formatMailTime } from '../mail/mail-time';

interface OrderFacts {
  to: string;
  name: string;
  orderNumber: string;
  total: number;
}

export function orderPlacedMail(o: OrderFacts & { dueAt: Date }): Mail {
  return {
    to: o.to,
    subject: `Order ${o.orderNumber} received: pay within 30 minutes`,
    body:
      `Hello ${o.name},\n\nThank you for your order ${o.orderNumber} (${formatKsh(o.total)}).\n\n` +
      `We are holding its items for you until ${formatMailTime(o.dueAt, 'time')}. Pay with M-Pesa or card ` +
      `from the order's page before then; an order not paid by then is cancelled.\n`,
  };
}

export function paymentReceiptMail(o: OrderFacts & { processor: string; receiptNumber: string | null; paidAt: Date }): Mail {
  return {
    to: o.to,
    subject: `Payment received for order ${o.orderNumber}`,
    body:
      `Hello ${o.name},\n\nWe received ${formatKsh(o.total)} by ${o.processor} for order ${o.orderNumber} on ` +
      `${formatMailTime(o.paidAt)}.\n` +
      (o.receiptNumber ? `Receipt number: ${o.receiptNumber}\n` : '') +
      `\nYour invoice now shows Paid. We will let you know when the order ships.\n`,
  };
}

/** `walletReturned`: what the buyer had paid of it from their wallet, now back there. */
export function orderCancelledMail(o: OrderFacts & { walletReturned: number }): Mail {
  return {
    to: o.to,
    subject: `Order ${o.orderNumber} cancelled`,
    body:
      `Hello ${o.name},\n\nYour order ${o.orderNumber} (${formatKsh(o.total)}) was not paid within 30 minutes, ` +
      `so we cancelled it and returned its items to the shops. ` +
      (o.walletReturned > 0 ? `The ${formatKsh(o.walletReturned)} you paid from your wallet is back in your wallet.\n\n` : `Nothing was charged.\n\n`) +
      `You can order again from the marketplace at any time.\n`,
  };
}
