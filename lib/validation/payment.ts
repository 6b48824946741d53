// Paying for an order (issue 23): the buyer's M-Pesa number or test card, checked the same way in
// the browser (the payment form) and in the route handler, with the API's own words (in the catalogue).
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { normaliseMpesaPhone, toPhone } from '@/lib/domain/phone';
import { z } from './zod';

/** MM/YY, this month or later. */
function expiryProblem(value: string, now = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return PAYMENT_MESSAGES.expiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return PAYMENT_MESSAGES.expiry;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? PAYMENT_MESSAGES.expired : null;
}

const orderIdField = z.number({ error: ORDER_MESSAGES.missing }).int(ORDER_MESSAGES.missing).positive(ORDER_MESSAGES.missing);

export const mpesaPaymentSchema = z.object({
  method: z.literal('mpesa'),
  phone: z.string({ error: PAYMENT_MESSAGES.phone }).max(40, PAYMENT_MESSAGES.phone).transform(toPhone(PAYMENT_MESSAGES.phone, normaliseMpesaPhone)),
});

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumber })
    .max(40, PAYMENT_MESSAGES.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), PAYMENT_MESSAGES.cardNumber),
  expiry: z
    .string({ error: PAYMENT_MESSAGES.expiry })
    .max(10, PAYMENT_MESSAGES.expiry)
    .superRefine((value, ctx) => {
      const problem = expiryProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  cvc: z.string({ error: PAYMENT_MESSAGES.cvc }).regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvc),
});

/** What the payment form sends to POST /api/payments. */
export const paymentRequestSchema = z.intersection(
  z.object({ orderId: orderIdField }),
  z.discriminatedUnion('method', [mpesaPaymentSchema, cardPaymentSchema], { error: PAYMENT_MESSAGES.chooseMethod }),
);

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
