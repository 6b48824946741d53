// The e-mails of an admin's cancel of a whole order (issue 33, point 4): the buyer's (the reason and
// the refund to their wallet) and each shop's whose part was already paid (not to ship it). Siblings
// of seller/fulfilment-mails.ts, which speak of one shop's part only.
import { formatKsh } from '../../../lib/format/money';
import type { Mail } from '../mail/mailer';
import { refundOnItsWay } from '../money/refund-mails';

/** `walletOnly`: an unpaid order's wallet part, back in the wallet at once; else the refund is on its way to where it came from. */
export function orderCanceledByMarketplaceMail(o: {
  to: string;
  name: string;
  orderNumber: string;
  reason: string;
  refund: number;
  walletOnly: boolean;
}): Mail {
  return {
    to: o.to,
    subject: `Your order ${o.orderNumber} was canceled`,
    body:
      `Hello ${o.name},\n\nWe canceled your order ${o.orderNumber}.\nReason: ${o.reason}\n\n` +
      (o.refund <= 0 ? 'Nothing was charged for it.\n' : o.walletOnly ? `We refunded ${formatKsh(o.refund)} to your wallet.\n` : refundOnItsWay(o.refund)) +
      `\nYou can see it on the order's page. Reply to this e-mail if something is not right.\n`,
  };
}

export function orderCanceledForShopMail(o: { to: string; shopName: string; orderNumber: string; reason: string }): Mail {
  return {
    to: o.to,
    subject: `Order ${o.orderNumber} was canceled by the marketplace`,
    body:
      `Hello,\n\nThe marketplace canceled order ${o.orderNumber}, with its pieces from ${o.shopName}.\nReason: ${o.reason}\n\n` +
      `Please do not ship them. Their stock is back on your products.\n`,
  };
}
