// Paying an order: the ways to pay, and the attempt as it stands.
import * as z from 'zod/mini';
import type { PaymentAttempt, PaymentMethods } from '@/lib/domain/orders';
import { id } from './common';
import { PAYMENT_METHODS } from '@/contract/rules/status';

const paymentAttempt = z.object({
  id: id(),
  orderId: id(),
  orderNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['pending', 'completed', 'failed']),
  processor: z.string(),
  phone: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  redirectUrl: z.nullable(z.string()),
  receipt: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  stillChecking: z.boolean(),
  createdAt: z.string(),
  processedAt: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PaymentAttempt>;

const method = z.object({ available: z.boolean(), test: z.boolean() });

/** GET /api/payments/methods. */
export const paymentMethodsAnswer = z.object({ methods: z.object({ mpesa: method, card: method }) satisfies z.ZodMiniType<PaymentMethods> });

/** GET /api/payments/{id}: the attempt, polled while it is pending. */
export const paymentAnswer = z.object({ payment: paymentAttempt });

/** POST /api/payments: the attempt started, with the API's words about it. */
export const paymentStartedAnswer = z.object({ message: z.string(), payment: paymentAttempt });
