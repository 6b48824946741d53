// M-Pesa Express (Daraja STK push): an OAuth token from the consumer key and secret, cached until
// it expires; the STK push; the STK push query. Plain fetch against the base URL, so a test can
// point it at a local server that answers Daraja's shapes. With an initiator set it also pays out
// (B2C v3): Daraja accepts the request and posts the result to the ResultURL; its Transaction
// Status query answers by callback too, so `queryPayout` says pending and the result decides.
import { z } from 'zod';
import { darajaTimestamp, outcomeOfResult, stkPassword } from './mpesa-result';
import { callProvider } from './provider-http';
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

export const DARAJA_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** B2C (payouts): the initiator's name and its encrypted credential; both, or no payouts. */
  initiatorName?: string;
  securityCredential?: string;
  /** Per request; Daraja is usually quick, a stuck request must not hold a buyer's checkout. */
  timeoutMs?: number;
  now?: () => Date;
}

/** Renew this long before Daraja's stated expiry, so a token never dies in flight. */
const TOKEN_MARGIN_MS = 60_000;
/** Daraja's query answers this (HTTP 500) while the buyer has not answered the prompt yet. */
const STILL_PROCESSING = '500.001.1001';

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const stkPushSchema = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.coerce.string(),
  ResponseDescription: z.string().optional(),
});
const querySchema = z.object({
  ResponseCode: z.coerce.string(),
  ResultCode: z.coerce.number().int().optional(),
  ResultDesc: z.string().optional(),
  // Not in every answer; where the query gives the receipt, it is the one recorded.
  MpesaReceiptNumber: z.string().min(1).max(100).optional(),
});
const b2cSchema = z.object({
  ConversationID: z.string().min(1),
  OriginatorConversationID: z.string().min(1),
  ResponseCode: z.coerce.string(),
  ResponseDescription: z.string().optional(),
});
const errorSchema = z.object({ errorCode: z.string().optional(), errorMessage: z.string().optional() });

export class DarajaClient implements MpesaProvider, MpesaPayer {
  readonly method = 'mpesa' as const;
  readonly name = 'daraja';
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly now: () => Date;

  constructor(private readonly settings: DarajaSettings) {
    this.now = settings.now ?? (() => new Date());
  }

  private async call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    return callProvider(`Daraja ${path}`, `${this.settings.baseUrl.replace(/\/$/, '')}${path}`, init, this.settings.timeoutMs ?? 15_000);
  }

  /** The cached token, or a new one (one request at a time, however many callers wait). */
  async accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.expiresAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const { status, body } = await this.call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const parsed = tokenSchema.safeParse(body);
    if (status !== 200 || !parsed.success) throw new ProviderUnavailable(`Daraja token: HTTP ${status}`);
    const lifetimeMs = parsed.data.expires_in * 1000;
    this.token = { value: parsed.data.access_token, expiresAt: this.now().getTime() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return this.token.value;
  }

  /** A call with the bearer token; a 401 (token revoked early) renews it once. */
  private async authorised(path: string, payload: unknown): Promise<{ status: number; body: unknown }> {
    const send = async () =>
      this.call(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    const first = await send();
    if (first.status !== 401) return first;
    this.token = null;
    return send();
  }

  private credentials() {
    const timestamp = darajaTimestamp(this.now());
    return {
      BusinessShortCode: this.settings.shortcode,
      Password: stkPassword(this.settings.shortcode, this.settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  async start(request: MpesaStartRequest): Promise<MpesaStarted> {
    const { status, body } = await this.authorised('/mpesa/stkpush/v1/processrequest', {
      ...this.credentials(),
      TransactionType: 'CustomerPayBillOnline',
      Amount: Math.ceil(request.amount),
      PartyA: request.phone,
      PartyB: this.settings.shortcode,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: request.orderNumber,
      TransactionDesc: `Order ${request.orderNumber}`,
    });
    const parsed = stkPushSchema.safeParse(body);
    if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0') {
      const error = errorSchema.safeParse(body);
      const detail = error.success ? `${error.data.errorCode ?? ''} ${error.data.errorMessage ?? ''}`.trim() : '';
      throw new ProviderUnavailable(`Daraja STK push: HTTP ${status} ${detail}`.trim());
    }
    return { merchantRequestId: parsed.data.MerchantRequestID, checkoutRequestId: parsed.data.CheckoutRequestID };
  }

  async query(checkoutRequestId: string): Promise<PaymentOutcome> {
    const { status, body } = await this.authorised('/mpesa/stkpushquery/v1/query', {
      ...this.credentials(),
      CheckoutRequestID: checkoutRequestId,
    });
    const error = errorSchema.safeParse(body);
    if (error.success && error.data.errorCode === STILL_PROCESSING) return { status: 'pending' };
    const parsed = querySchema.safeParse(body);
    if (status !== 200 || !parsed.success || parsed.data.ResultCode === undefined) {
      throw new ProviderUnavailable(`Daraja STK query: HTTP ${status}`);
    }
    return outcomeOfResult(parsed.data.ResultCode, parsed.data.ResultDesc ?? '', {
      receiptNumber: parsed.data.MpesaReceiptNumber ?? null,
      amount: null,
      phone: null,
    });
  }

  /** Whether this client may pay out: an initiator is set. */
  get paysOut(): boolean {
    return Boolean(this.settings.initiatorName && this.settings.securityCredential);
  }

  async pay(request: PayoutRequest): Promise<{ conversationId: string }> {
    if (!this.paysOut) throw new ProviderUnavailable('Daraja B2C: no initiator set');
    const { status, body } = await this.authorised('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: request.originatorConversationId,
      InitiatorName: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: Math.floor(request.amount),
      PartyA: this.settings.shortcode,
      PartyB: request.phone,
      Remarks: request.remarks,
      QueueTimeOutURL: request.timeoutUrl,
      ResultURL: request.resultUrl,
      Occasion: request.originatorConversationId,
    });
    const parsed = b2cSchema.safeParse(body);
    if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0') {
      const error = errorSchema.safeParse(body);
      const detail = error.success ? `${error.data.errorCode ?? ''} ${error.data.errorMessage ?? ''}`.trim() : '';
      throw new ProviderUnavailable(`Daraja B2C: HTTP ${status} ${detail}`.trim());
    }
    return { conversationId: parsed.data.ConversationID };
  }

  /** Daraja's Transaction Status answers by callback, not here: the payout's result decides. */
  async queryPayout(): Promise<PayoutOutcome> {
    return { status: 'pending' };
  }
}
