// Paying for an order (issue 23): the buyer's M-Pesa number or test card (or the wallet, issue 34), checked the same way in
// the browser (the payment form) and in the route handler, with the API's own words (in the catalogue).
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { cardDigits, expiryProblem, isCardNumberShape, isCvcShape } from '@/contract/rules/card';
import { normaliseMpesaPhone, phoneSchema } from '@/contract/rules/phone';
import { z } from './zod';

const orderIdField = z.number({ error: ORDER_MESSAGES.missing }).int(ORDER_MESSAGES.missing).positive(ORDER_MESSAGES.missing);

export const mpesaPaymentSchema = z.object({
  method: z.literal('mpesa'),
  phone: phoneSchema(PAYMENT_MESSAGES.phone, normaliseMpesaPhone),
});

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumber })
    .max(40, PAYMENT_MESSAGES.cardNumber)
    .transform(cardDigits)
    .refine(isCardNumberShape, PAYMENT_MESSAGES.cardNumber),
  expiry: z
    .string({ error: PAYMENT_MESSAGES.expiry })
    .max(10, PAYMENT_MESSAGES.expiry)
    .superRefine((value, ctx) => {
      const problem = expiryProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'expired' ? PAYMENT_MESSAGES.expired : PAYMENT_MESSAGES.expiry });
    }),
  cvc: z.string({ error: PAYMENT_MESSAGES.cvc }).refine(isCvcShape, PAYMENT_MESSAGES.cvc),
});

/** All of the order from the buyer's wallet (issue 34). */
export const walletPaymentSchema = z.object({ method: z.literal('wallet') });

/** What the payment form sends to POST /api/payments: with `useWallet`, M-Pesa or the card pays what the wallet does not. */
export const paymentRequestSchema = z.intersection(
  z.object({ orderId: orderIdField, useWallet: z.boolean({ error: PAYMENT_MESSAGES.walletChoice }).optional() }),
  z.discriminatedUnion('method', [mpesaPaymentSchema, cardPaymentSchema, walletPaymentSchema], { error: PAYMENT_MESSAGES.chooseMethod }),
);

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
