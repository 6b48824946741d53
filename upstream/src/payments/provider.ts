// What every payment provider offers the API: start a payment, read its callback, and ask it for
// the status. M-Pesa (Daraja or the built-in sandbox) answers later, by callback; the card
// (Paystack or its built-in sandbox) by the buyer's return from its hosted page and its webhook,
// both only hints that the verify call confirms. The rest of the API sees only these shapes.

/** The provider's final word on one payment, or that it has none yet. */
export type PaymentOutcome =
  | {
      status: 'completed';
      receiptNumber: string | null;
      amount: number | null;
      phone: string | null;
      /** A card's: the currency charged and the card's last four digits (never the number). */
      currency?: string;
      cardLast4?: string | null;
    }
  | { status: 'failed'; code: string; reason: string }
  | { status: 'pending' };

export interface MpesaStartRequest {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings. */
  amount: number;
  orderNumber: string;
  callbackUrl: string;
}

export interface MpesaStarted {
  merchantRequestId: string;
  checkoutRequestId: string;
}

/** A callback read into our terms: which request it is about and what it says happened. */
export interface MpesaCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  outcome: PaymentOutcome;
}

export interface MpesaProvider {
  readonly method: 'mpesa';
  /** 'daraja' or 'mpesa-sandbox', stored with each payment. */
  readonly name: string;
  start(request: MpesaStartRequest): Promise<MpesaStarted>;
  /** The STK push query: the status the provider holds for this request. */
  query(checkoutRequestId: string): Promise<PaymentOutcome>;
}

export interface CardInitializeRequest {
  /** Our payment reference (the transaction id): the provider's reference for the charge. */
  reference: string;
  /** Whole shillings (sent in cents). */
  amount: number;
  /** The buyer's, as the provider's receipt goes to it. */
  email: string;
  /** Where the hosted page sends the browser back, with `?reference=…&trxref=…`. */
  callbackUrl: string;
}

export interface CardInitialized {
  /** The provider's hosted payment page for this charge: the card is typed there, never here. */
  authorizationUrl: string;
  accessCode: string;
}

/** The card provider's word on one refund, or that it is still being processed. */
export type RefundOutcome =
  { status: 'completed'; receiptNumber: string } | { status: 'failed'; code: string; reason: string } | { status: 'pending'; providerRefundId: string };

export interface CardRefundRequest {
  /** The payment's reference. */
  reference: string;
  /** Whole shillings; less than the payment for a partial refund. */
  amount: number;
  /** Our own id for the refund: a retry with the same id is the same refund. */
  refundId: string;
}

export interface CardProvider {
  readonly method: 'card';
  /** 'paystack' or 'paystack-sandbox', stored with each payment. */
  readonly name: string;
  /** The built-in sandbox: no money moves. */
  readonly test: boolean;
  initialize(request: CardInitializeRequest): Promise<CardInitialized>;
  /** The provider's word on the charge with this reference (pending while the buyer has not paid). */
  verify(reference: string): Promise<PaymentOutcome>;
  /** Whether a webhook's body carries the provider's signature (HMAC-SHA512 with the secret key). */
  signatureMatches(rawBody: string, signature: string | undefined): boolean;
  /** Gives `amount` (shillings) of a paid transaction back to its card; `refundId` is ours, per try. */
  refund(request: CardRefundRequest): Promise<RefundOutcome>;
  /** What the provider holds now for a refund it answered pending. */
  queryRefund(providerRefundId: string): Promise<RefundOutcome>;
}

/** The provider's final word on one payout (money sent to a phone by B2C), or that it has none yet. */
export type PayoutOutcome = { status: 'completed'; receiptNumber: string } | { status: 'failed'; code: string; reason: string } | { status: 'pending' };

export interface PayoutRequest {
  /** Our own id for the request (Daraja's OriginatorConversationID): the payout is asked about by it. */
  originatorConversationId: string;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings. */
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

/** Sends money to an M-Pesa number (B2C): Daraja, or the built-in sandbox. */
export interface MpesaPayer {
  /** 'daraja' or 'mpesa-sandbox', stored with each payout. */
  readonly name: string;
  /** Accepted for processing: the outcome arrives at the result URL. Answers M-Pesa's ConversationID. */
  pay(request: PayoutRequest): Promise<{ conversationId: string }>;
  /** What the provider holds for the request now; pending when it answers only by callback. */
  queryPayout(originatorConversationId: string): Promise<PayoutOutcome>;
}

/** The provider could not be reached or refused the request itself (not the buyer's payment). */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}
