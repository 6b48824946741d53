// Paystack (decision 024): cards, Kenyan and foreign, on Paystack's hosted payment page, so no card
// number ever reaches the API. Initialize a transaction with our payment's reference, send the
// buyer to its authorization_url, and believe only the verify call: the webhook and the buyer's
// return are hints. Refunds through its refund call. Plain fetch against the base URL, so a test can
// point it at a local server (or nock) that answers Paystack's documented shapes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { callProvider } from './provider-http';
import {
  ProviderUnavailable,
  type CardInitializeRequest,
  type CardInitialized,
  type CardProvider,
  type CardRefundRequest,
  type PaymentOutcome,
  type RefundOutcome,
} from './provider';

export const PAYSTACK_URL = 'https://api.paystack.co';

export const CARD_DECLINED_REASON = 'Your card was declined. Please use another card or pay with M-Pesa.';

export interface PaystackSettings {
  baseUrl: string;
  secretKey: string;
  /** Per request: a stuck call must not hold a buyer's checkout. */
  timeoutMs?: number;
}

/** Shillings to Paystack's subunits (cents). */
export const toSubunits = (amount: number) => Math.round(amount * 100);

/** The x-paystack-signature of a body: HMAC-SHA512 of the raw body with the secret key, hex. */
export const paystackSignature = (rawBody: string, secretKey: string) => createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Compared in constant time; anything but 128 hex digits is refused before. */
export function paystackSignatureMatches(rawBody: string, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(paystackSignature(rawBody, secretKey), 'hex'));
}

const idSchema = z.union([z.number(), z.string().min(1)]).transform(String);

/** The `data` of GET /transaction/verify/:reference (and of a charge.* webhook): what we read of it. */
const transactionSchema = z.object({
  id: idSchema,
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  authorization: z.looseObject({ last4: z.string().nullish() }).nullish(),
});
export type PaystackTransaction = z.input<typeof transactionSchema>;

/** The `data` of POST /refund and GET /refund/:id. */
const refundSchema = z.object({ id: idSchema, status: z.string(), amount: z.number().int().optional() });
export type PaystackRefund = z.input<typeof refundSchema>;

const PENDING_STATUSES = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued']);

/**
 * What a verified transaction says about our payment. A transaction about another reference is
 * no word at all. The amount and currency are compared with the payment's by the caller.
 */
export function outcomeOfTransaction(data: unknown, reference: string): PaymentOutcome {
  const parsed = transactionSchema.safeParse(data);
  if (!parsed.success) throw new ProviderUnavailable('Paystack verify: not a transaction');
  const tx = parsed.data;
  if (tx.reference !== reference) throw new ProviderUnavailable(`Paystack verify: asked about ${reference}, answered about ${tx.reference}`);
  if (tx.status === 'success') {
    return {
      status: 'completed',
      receiptNumber: tx.id,
      amount: tx.amount / 100,
      currency: tx.currency,
      phone: null,
      cardLast4: tx.authorization?.last4 ?? null,
    };
  }
  if (PENDING_STATUSES.has(tx.status)) return { status: 'pending' };
  // failed, reversed: the buyer is told the card was declined; the provider's words are the code.
  return { status: 'failed', code: `card_${tx.status}`, reason: CARD_DECLINED_REASON };
}

/** A refund's state: processed is done, failed is final, the rest (pending, processing, needs-attention) is not yet. */
export function outcomeOfRefund(data: unknown): RefundOutcome {
  const parsed = refundSchema.safeParse(data);
  if (!parsed.success) throw new ProviderUnavailable('Paystack refund: not a refund');
  const { id, status } = parsed.data;
  if (status === 'processed') return { status: 'completed', receiptNumber: id };
  if (status === 'failed') return { status: 'failed', code: 'refund_failed', reason: 'The card provider could not refund this payment.' };
  return { status: 'pending', providerRefundId: id };
}

const envelopeSchema = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() });
const initializedSchema = z.object({ authorization_url: z.url(), access_code: z.string().min(1) });

export class PaystackClient implements CardProvider {
  readonly method = 'card' as const;
  readonly name = 'paystack';
  readonly test = false;

  constructor(private readonly settings: PaystackSettings) {}

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<{ status: number; ok: boolean; message: string; data: unknown }> {
    const { status, body } = await callProvider(
      `Paystack ${path}`,
      `${this.settings.baseUrl.replace(/\/$/, '')}${path}`,
      {
        method: init.method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      this.settings.timeoutMs ?? 15_000,
    );
    const envelope = envelopeSchema.safeParse(body);
    if (status >= 500 || !envelope.success) throw new ProviderUnavailable(`Paystack ${path.split('/').slice(0, 3).join('/')}: HTTP ${status}`);
    return { status, ok: status >= 200 && status < 300 && envelope.data.status, message: envelope.data.message ?? '', data: envelope.data.data };
  }

  async initialize(request: CardInitializeRequest): Promise<CardInitialized> {
    const answer = await this.call('/transaction/initialize', {
      method: 'POST',
      body: {
        email: request.email,
        amount: toSubunits(request.amount),
        currency: 'KES',
        reference: request.reference,
        callback_url: request.callbackUrl,
        channels: ['card'],
        // Paystack's page offers a cancel button that leads here.
        metadata: { cancel_action: request.callbackUrl, payment_reference: request.reference },
      },
    });
    const data = initializedSchema.safeParse(answer.data);
    if (!answer.ok || !data.success) throw new ProviderUnavailable(`Paystack initialize: HTTP ${answer.status} ${answer.message}`.trim());
    return { authorizationUrl: data.data.authorization_url, accessCode: data.data.access_code };
  }

  async verify(reference: string): Promise<PaymentOutcome> {
    const answer = await this.call(`/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' });
    // Paystack never got the transaction (initialize failed, or it is not ours): no word on it.
    if (answer.status === 400 || answer.status === 404) return { status: 'pending' };
    if (!answer.ok) throw new ProviderUnavailable(`Paystack verify: HTTP ${answer.status} ${answer.message}`.trim());
    return outcomeOfTransaction(answer.data, reference);
  }

  signatureMatches(rawBody: string, signature: string | undefined): boolean {
    return paystackSignatureMatches(rawBody, signature, this.settings.secretKey);
  }

  async refund(request: CardRefundRequest): Promise<RefundOutcome> {
    const answer = await this.call('/refund', {
      method: 'POST',
      body: { transaction: request.reference, amount: toSubunits(request.amount), merchant_note: `Refund ${request.refundId}` },
    });
    // Paystack refuses a refund it cannot make (more than is left, a transaction not paid) with a 400 and its reason.
    if (answer.status === 400) return { status: 'failed', code: 'refused', reason: answer.message || 'The card provider refused the refund.' };
    if (!answer.ok) throw new ProviderUnavailable(`Paystack refund: HTTP ${answer.status} ${answer.message}`.trim());
    return outcomeOfRefund(answer.data);
  }

  async queryRefund(providerRefundId: string): Promise<RefundOutcome> {
    const answer = await this.call(`/refund/${encodeURIComponent(providerRefundId)}`, { method: 'GET' });
    if (!answer.ok) throw new ProviderUnavailable(`Paystack refund ${providerRefundId}: HTTP ${answer.status} ${answer.message}`.trim());
    return outcomeOfRefund(answer.data);
  }
}
