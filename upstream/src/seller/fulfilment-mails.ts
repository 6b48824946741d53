// The e-mails of a shop's fulfilment: to its seller when an order with their lines is paid, to the
// buyer when their parcel ships, arrives, or is canceled with its refund.
import type { Mail } from '../mail/mailer';
import { refundOnItsWay } from '../money/refund-mails';

interface ParcelFacts {
  to: string;
  name: string;
  orderNumber: string;
  shopName: string;
}

export function newPaidOrderMail(o: {
  to: string;
  shopName: string;
  orderNumber: string;
  fulfilmentId: number;
  lines: { name: string; sku: string; quantity: number }[];
}): Mail {
  return {
    to: o.to,
    subject: `New paid order ${o.orderNumber} for ${o.shopName}`,
    body:
      `Hello,\n\nOrder ${o.orderNumber} is paid and has these pieces from ${o.shopName}:\n\n` +
      o.lines.map((l) => `- ${l.quantity} x ${l.name} (SKU ${l.sku})\n`).join('') +
      `\nPlease accept it in your seller centre (Orders, number ${o.fulfilmentId}), then ship it with its tracking number.\n`,
  };
}

export function fulfilmentShippedMail(o: ParcelFacts & { carrier: string; trackingNumber: string }): Mail {
  return {
    to: o.to,
    subject: `Your order ${o.orderNumber} has shipped`,
    body:
      `Hello ${o.name},\n\n${o.shopName} shipped its part of your order ${o.orderNumber}.\n\n` +
      `Carrier: ${o.carrier}\nTracking number: ${o.trackingNumber}\n\nYou can follow it on the order's page and in Track Order.\n`,
  };
}

export function fulfilmentDeliveredMail(o: ParcelFacts): Mail {
  return {
    to: o.to,
    subject: `Your order ${o.orderNumber} was delivered`,
    body:
      `Hello ${o.name},\n\nThe parcel from ${o.shopName} for your order ${o.orderNumber} was delivered.\n\n` +
      `If something is not right, you can ask for a return from Returns & Refunds.\n`,
  };
}

export function fulfilmentCanceledMail(o: ParcelFacts & { reason: string; refund: number }): Mail {
  return {
    to: o.to,
    subject: `Part of your order ${o.orderNumber} was canceled`,
    body:
      `Hello ${o.name},\n\n${o.shopName} canceled its part of your order ${o.orderNumber}.\nReason: ${o.reason}\n\n` +
      (o.refund > 0 ? refundOnItsWay(o.refund) : 'Nothing was charged for it.\n'),
  };
}
