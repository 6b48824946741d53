// Paying for an order (issue 23): the buyer's M-Pesa number, or a card (nothing more: the card is
// typed on the card provider's page), or the wallet (issue 34), checked the same way in the browser
// (the payment form) and in the route handler, with the API's own words (in the catalogue).
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { normaliseMpesaPhone, phoneSchema } from '@/contract/rules/phone';
import { z } from './zod';

const orderIdField = z.number({ error: ORDER_MESSAGES.missing }).int(ORDER_MESSAGES.missing).positive(ORDER_MESSAGES.missing);

export const mpesaPaymentSchema = z.object({
  method: z.literal('mpesa'),
  phone: phoneSchema(PAYMENT_MESSAGES.phone, normaliseMpesaPhone),
});

export const cardPaymentSchema = z.object({ method: z.literal('card') });

/** All of the order from the buyer's wallet (issue 34). */
export const walletPaymentSchema = z.object({ method: z.literal('wallet') });

/** What the payment form sends to POST /api/payments: with `useWallet`, M-Pesa or the card pays what the wallet does not. */
export const paymentRequestSchema = z.intersection(
  z.object({ orderId: orderIdField, useWallet: z.boolean({ error: PAYMENT_MESSAGES.walletChoice }).optional() }),
  z.discriminatedUnion('method', [mpesaPaymentSchema, cardPaymentSchema, walletPaymentSchema], { error: PAYMENT_MESSAGES.chooseMethod }),
);

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
