// Payments (spec section 3's Payment, docs/api.md "Paying for an order"): one attempt's shape, in
// POST /orders/{id}/payments, GET /payments/{id}, the rows of GET /payments and an order's
// `payment`; and which methods the API takes now (GET /payments/methods).
import { z } from 'zod';
import { pageParam, perPageParam } from './fields';
import { paginatorSchema } from './envelope';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../rules/status';

export const paymentSchema = z
  .object({
    payment_id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    amount: z.number(),
    currency: z.string().meta({ example: 'KES' }),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES).meta({ description: "The spec's name for `status`." }),
    payment_processor: z.string().meta({ description: "'M-Pesa', 'Card' or 'Wallet'." }),
    phone: z.string().nullable().meta({ description: 'M-Pesa: the normalised number, 2547XXXXXXXX or 2541XXXXXXXX.' }),
    card_last4: z.string().nullable().meta({ description: 'Card: the last four digits; the number is never stored.' }),
    receipt_number: z.string().nullable().meta({ description: "Once completed: M-Pesa's receipt, or 'CARD-…'." }),
    failure_reason: z.string().nullable().meta({ description: 'Once failed, in words for the buyer.' }),
    still_checking: z.boolean().meta({ description: 'Pending, and M-Pesa is being asked (its callback is late, or it cannot be reached).' }),
    refund_due: z.boolean().meta({ description: 'Completed, but the order could not take it (paid by another attempt, or cancelled): to be refunded.' }),
    created_at: z.string(),
    processed_at: z.string().nullable(),
    order: z.object({ financial_status: z.string(), order_status: z.string(), payment_due_at: z.string().nullable() }),
  })
  .meta({ id: 'Payment' });

export const paymentListSchema = paginatorSchema(paymentSchema);

/** One attempt: GET /payments/{id}, POST /orders/{id}/payments. */
export const paymentAnswerSchema = z.object({ payment: paymentSchema });

/** GET /payments and GET /admin/payments/refunds-due: newest first. */
export const paymentListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

export const paymentMethodSchema = z.object({
  available: z.boolean(),
  test: z.boolean().meta({ description: 'A test card, or the built-in M-Pesa sandbox: no money moves.' }),
});

export const paymentMethodsSchema = z.object({ mpesa: paymentMethodSchema, card: paymentMethodSchema }).meta({ id: 'PaymentMethods' });

/**
 * POST /orders/{id}/payments: the wallet, or M-Pesa with a phone or a test card (after the wallet's part). The API reads it field by field
 * (its card rules depend on whether a card is on), answering 422 with every wrong field's message.
 */
export const paymentRequestBodySchema = z
  .looseObject({
    method: z.unknown().optional().meta({ description: "'mpesa', 'card' or 'wallet' (required): 'wallet' pays the whole order from the buyer's wallet." }),
    use_wallet: z.unknown().optional().meta({
      description: 'M-Pesa or card: true pays what the wallet holds first (up to what is due) and asks M-Pesa or the card for the rest; false when left out.',
    }),
    phone: z.unknown().optional().meta({ description: 'M-Pesa: a Safaricom number in any spelling (0712 345 678, +254712345678).' }),
    card_number: z.unknown().optional().meta({ description: 'Card: the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).' }),
    expiry: z.unknown().optional().meta({ description: 'Card: MM/YY, not in the past.' }),
    cvc: z.unknown().optional().meta({ description: 'Card: 3 or 4 digits.' }),
  })
  .meta({ id: 'PaymentRequest' });
