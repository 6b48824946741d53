// The built-in M-Pesa: what `npm start` and the tests pay with when no Daraja keys are set. It
// answers Daraja's request and query shapes and, after a short delay, posts Daraja's callback body
// to the callback URL it was given. The outcome is the phone number's last digit: 1 paid,
// 2 cancelled (1032), 3 unreachable (1037), 4 wrong PIN (2001), 5 insufficient funds (1), any
// other digit paid.
//
// It pays out too (B2C, a seller's payout), by the same rule on the receiving number's last digit:
// 2 not an M-Pesa customer (2040), 3 the marketplace's float too low (1), 4 M-Pesa's internal error
// (17), any other digit paid. The result is posted to the ResultURL after the delay, and the query
// (our OriginatorConversationID) gives the same word from then on, in any process.
import { createHash, randomBytes } from 'node:crypto';
import type { B2cResultBody } from './b2c-result';
import { payoutOutcomeOfResult } from './b2c-result';
import type { StkCallbackBody } from './mpesa-result';
import { outcomeOfResult } from './mpesa-result';
import {
  ProviderUnavailable,
  type MpesaPayer,
  type MpesaProvider,
  type MpesaStartRequest,
  type MpesaStarted,
  type PaymentOutcome,
  type PayoutOutcome,
  type PayoutRequest,
} from './provider';

/** Delivers a callback body to a URL; the API wires this to itself. */
export type CallbackDelivery = (url: string, body: StkCallbackBody | B2cResultBody) => Promise<void>;

const RESULTS: Record<string, { code: number; desc: string }> = {
  '2': { code: 1032, desc: 'Request cancelled by user' },
  '3': { code: 1037, desc: 'DS timeout user cannot be reached' },
  '4': { code: 2001, desc: 'The initiator information is invalid.' },
  '5': { code: 1, desc: 'The balance is insufficient for the transaction.' },
};
const PAID = { code: 0, desc: 'The service request is processed successfully.' };

const resultFor = (digit: string) => RESULTS[digit] ?? PAID;

const B2C_RESULTS: Record<string, { code: number; desc: string }> = {
  '2': { code: 2040, desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service." },
  '3': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  '4': { code: 17, desc: 'System internal error.' },
};
const b2cResultFor = (digit: string) => B2C_RESULTS[digit] ?? PAID;

/** The request id carries the outcome's digit, so any API process can answer the query for it. */
const ID_PATTERN = /^ws_CO_SBX(\d)_[0-9A-F]{16}$/;

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** One receipt per request, the same in its callback and its query (any process can answer it). */
function receiptNumber(checkoutRequestId: string): string {
  const bytes = createHash('sha256').update(checkoutRequestId).digest().subarray(0, 7);
  return `SBX${[...bytes].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]).join('')}`;
}

interface SandboxRequest {
  answerAt: number;
  digit: string;
}

export interface MpesaSandboxOptions {
  delayMs: number;
  deliver?: CallbackDelivery;
}

export class MpesaSandbox implements MpesaProvider, MpesaPayer {
  readonly method = 'mpesa' as const;
  readonly name = 'mpesa-sandbox';
  private readonly requests = new Map<string, SandboxRequest>();
  /** Payouts by our OriginatorConversationID: the receiving number's last digit and when it is answered. */
  private readonly payouts = new Map<string, SandboxRequest & { conversationId: string }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<Promise<void>>();
  private deliver: CallbackDelivery;

  constructor(private readonly options: MpesaSandboxOptions) {
    this.deliver = options.deliver ?? postJson;
  }

  /** Where callbacks go (the API sets itself; a test may drop them to lose a callback). */
  setDelivery(deliver: CallbackDelivery): void {
    this.deliver = deliver;
  }

  async start(request: MpesaStartRequest): Promise<MpesaStarted> {
    const digit = request.phone.slice(-1);
    const checkoutRequestId = `ws_CO_SBX${digit}_${randomBytes(8).toString('hex').toUpperCase()}`;
    const merchantRequestId = `SBX-${randomBytes(6).toString('hex')}`;
    this.requests.set(checkoutRequestId, { answerAt: Date.now() + this.options.delayMs, digit });
    const { code, desc } = resultFor(digit);
    const body: StkCallbackBody = {
      Body: {
        stkCallback: {
          MerchantRequestID: merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: code,
          ResultDesc: desc,
          ...(code === 0
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: Math.ceil(request.amount) },
                    { Name: 'MpesaReceiptNumber', Value: receiptNumber(checkoutRequestId) },
                    { Name: 'TransactionDate', Value: Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14)) },
                    { Name: 'PhoneNumber', Value: Number(request.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
    this.later(request.callbackUrl, body);
    return { merchantRequestId, checkoutRequestId };
  }

  /** Posts `body` to `url` after the delay, as Safaricom would. */
  private later(url: string, body: StkCallbackBody | B2cResultBody): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(url, body)
        .catch((error: Error) => console.error(`[mpesa-sandbox] callback to ${redact(url)} failed: ${error.message}`))
        .finally(() => this.deliveries.delete(delivery));
      this.deliveries.add(delivery);
    }, this.options.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  async pay(request: PayoutRequest): Promise<{ conversationId: string }> {
    const digit = request.phone.slice(-1);
    const conversationId = `AG_SBX_${randomBytes(8).toString('hex').toUpperCase()}`;
    this.payouts.set(request.originatorConversationId, { answerAt: Date.now() + this.options.delayMs, digit, conversationId });
    const { code, desc } = b2cResultFor(digit);
    const receipt = receiptNumber(request.originatorConversationId);
    this.later(request.resultUrl, {
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: desc,
        OriginatorConversationID: request.originatorConversationId,
        ConversationID: conversationId,
        TransactionID: code === 0 ? receipt : '',
        ...(code === 0
          ? {
              ResultParameters: {
                ResultParameter: [
                  { Key: 'TransactionAmount', Value: request.amount },
                  { Key: 'TransactionReceipt', Value: receipt },
                  { Key: 'ReceiverPartyPublicName', Value: `${request.phone} - Sandbox Seller` },
                ],
              },
            }
          : {}),
      },
    });
    return { conversationId };
  }

  async queryPayout(originatorConversationId: string): Promise<PayoutOutcome> {
    const known = this.payouts.get(originatorConversationId);
    // Another process's payout: its result comes from that process, by callback.
    if (!known) return { status: 'pending' };
    if (Date.now() < known.answerAt) return { status: 'pending' };
    const { code, desc } = b2cResultFor(known.digit);
    return payoutOutcomeOfResult(code, desc, code === 0 ? receiptNumber(originatorConversationId) : null);
  }

  async query(checkoutRequestId: string): Promise<PaymentOutcome> {
    const match = ID_PATTERN.exec(checkoutRequestId);
    if (!match) throw new ProviderUnavailable(`sandbox: unknown CheckoutRequestID ${checkoutRequestId}`);
    const known = this.requests.get(checkoutRequestId);
    // Like Daraja: 'still processing' until the buyer would have answered.
    if (known && Date.now() < known.answerAt) return { status: 'pending' };
    const { code, desc } = resultFor(match[1]);
    return outcomeOfResult(code, desc, { receiptNumber: receiptNumber(checkoutRequestId), amount: null, phone: null });
  }

  /** Waits for every callback already sent (tests). */
  async idle(): Promise<void> {
    while (this.deliveries.size) await Promise.all([...this.deliveries]);
  }

  /** Drops callbacks not sent yet (shutdown, end of a test). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

async function postJson(url: string, body: StkCallbackBody | B2cResultBody): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
}

/** The callback secret never reaches a log. */
export const redact = (url: string) => url.replace(/(\/mpesa\/(?:callback|b2c\/result|b2c\/timeout)\/)[^/?]+/, '$1***');
