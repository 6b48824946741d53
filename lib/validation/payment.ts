// Paying for an order (issue 23): the buyer's M-Pesa number or test card, checked the same way in
// the browser (the payment form) and in the route handler, with the API's own words.
import { z } from './zod';

export const paymentMessages = {
  chooseMethod: 'Choose M-Pesa or card.',
  phone: 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.',
  cardNumber: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  waiting: 'Check your phone and enter your M-Pesa PIN',
  startFailed: 'The payment could not be started. Please try again.',
  loadFailed: 'Failed to load the payment.',
} as const;

/**
 * A Kenyan mobile number as M-Pesa takes it (2547XXXXXXXX or 2541XXXXXXXX), from what people type:
 * 0712 345 678, 0112345678, 254712345678, +254 712-345-678. Null when it is none of those.
 */
export function normaliseMpesaPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  const local = /^0([17]\d{8})$/.exec(digits)?.[1] ?? /^254([17]\d{8})$/.exec(digits)?.[1];
  return local ? `254${local}` : null;
}

/** MM/YY, this month or later. */
function expiryProblem(value: string, now = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return paymentMessages.expiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return paymentMessages.expiry;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? paymentMessages.expired : null;
}

const orderIdField = z.number({ error: 'Order not found' }).int('Order not found').positive('Order not found');

export const mpesaPaymentSchema = z.object({
  method: z.literal('mpesa'),
  phone: z
    .string({ error: paymentMessages.phone })
    .max(40, paymentMessages.phone)
    .transform((value, ctx) => {
      const phone = normaliseMpesaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: paymentMessages.phone });
        return z.NEVER;
      }
      return phone;
    }),
});

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: z
    .string({ error: paymentMessages.cardNumber })
    .max(40, paymentMessages.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), paymentMessages.cardNumber),
  expiry: z
    .string({ error: paymentMessages.expiry })
    .max(10, paymentMessages.expiry)
    .superRefine((value, ctx) => {
      const problem = expiryProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  cvc: z.string({ error: paymentMessages.cvc }).regex(/^\d{3,4}$/, paymentMessages.cvc),
});

/** What the payment form sends to POST /api/payments. */
export const paymentRequestSchema = z.intersection(
  z.object({ orderId: orderIdField }),
  z.discriminatedUnion('method', [mpesaPaymentSchema, cardPaymentSchema], { error: paymentMessages.chooseMethod }),
);

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
