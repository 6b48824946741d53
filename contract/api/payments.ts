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
    card_last4: z.string().nullable().meta({ description: 'Card: the last four digits, as the card provider answers them; the number never reaches the API.' }),
    redirect_url: z
      .string()
      .nullable()
      .meta({ description: "A pending card attempt: the card provider's hosted payment page (Paystack's authorization_url), where the buyer is sent to pay." }),
    receipt_number: z.string().nullable().meta({ description: "Once completed: M-Pesa's receipt, or the card provider's transaction id." }),
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
  test: z.boolean().meta({ description: 'A built-in sandbox (M-Pesa, or Paystack for cards): no money moves.' }),
});

export const paymentMethodsSchema = z.object({ mpesa: paymentMethodSchema, card: paymentMethodSchema }).meta({ id: 'PaymentMethods' });

/**
 * POST /orders/{id}/payments: the wallet, or M-Pesa with a phone, or a card (nothing more: the card
 * is typed on the provider's hosted page at the answer's `redirect_url`), after the wallet's part
 * with `use_wallet`. The API reads it field by field, answering 422 with the wrong field's message.
 */
export const paymentRequestBodySchema = z
  .looseObject({
    method: z.unknown().optional().meta({ description: "'mpesa', 'card' or 'wallet' (required): 'wallet' pays the whole order from the buyer's wallet." }),
    use_wallet: z.unknown().optional().meta({
      description: 'M-Pesa or card: true pays what the wallet holds first (up to what is due) and asks M-Pesa or the card for the rest; false when left out.',
    }),
    phone: z.unknown().optional().meta({ description: 'M-Pesa: a Safaricom number in any spelling (0712 345 678, +254712345678).' }),
  })
  .meta({ id: 'PaymentRequest' });
