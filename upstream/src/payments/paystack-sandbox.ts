// The built-in Paystack: what `npm start` and the tests pay by card with when PAYSTACK_SECRET_KEY
// is unset. It answers as Paystack does, offline: initialize gives an authorization_url on the API
// itself (GET /sandbox/paystack/checkout/{access_code}, a page standing in for Paystack's hosted
// one); paying there marks the transaction, posts the signed charge.success (or charge.failed)
// webhook to the API, and sends the browser back to the callback_url with ?reference=…&trxref=….
// Verify and refunds answer from its records, kept in memory for as long as the API runs.
// Paystack's documented test cards: 4084 0840 8408 4081 is paid, 4084 0800 0000 5408 declined.
// The card number is read once to pick the outcome: only its last four digits are kept (as
// Paystack answers them), nothing of it is logged.
import { randomBytes, randomInt } from 'node:crypto';
import {
  outcomeOfRefund,
  outcomeOfTransaction,
  paystackSignature,
  paystackSignatureMatches,
  toSubunits,
  type PaystackRefund,
  type PaystackTransaction,
} from './paystack';
import {
  ProviderUnavailable,
  type CardInitializeRequest,
  type CardInitialized,
  type CardProvider,
  type CardRefundRequest,
  type PaymentOutcome,
  type RefundOutcome,
} from './provider';

export const SANDBOX_CARDS = { paid: '4084084084084081', declined: '4084080000005408' } as const;

/** Where the sandbox's page lives on the API. */
export const sandboxCheckoutPath = (accessCode: string) => `/sandbox/paystack/checkout/${encodeURIComponent(accessCode)}`;

/** Delivers a signed webhook body to a URL; the API wires this to itself. */
type WebhookDelivery = (url: string, rawBody: string, signature: string) => Promise<void>;

interface SandboxTransaction {
  id: number;
  reference: string;
  accessCode: string;
  /** Subunits, as Paystack keeps it. */
  amount: number;
  email: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed';
  last4: string | null;
  paidAt: string | null;
  createdAt: string;
}

interface SandboxRefund {
  id: number;
  reference: string;
  amount: number;
  answerAt: number;
}

interface PaystackSandboxOptions {
  /** The API's base URL as the browser reaches it: the hosted page is there. */
  pageBaseUrl: string;
  /** The API's POST /paystack/webhook, as the sandbox reaches it. */
  webhookUrl: string;
  /** How long a refund stays pending (Paystack takes days; tests a few milliseconds). */
  refundDelayMs: number;
  deliver?: WebhookDelivery;
}

/** What the sandbox's page shows of a transaction. */
export interface SandboxCheckout {
  amount: number;
  email: string;
  reference: string;
  status: SandboxTransaction['status'];
  callbackUrl: string;
}

export class PaystackSandbox implements CardProvider {
  readonly method = 'card' as const;
  readonly name = 'paystack-sandbox';
  readonly test = true;
  /** Its own secret key, made at start: it signs the webhooks the API checks. */
  private readonly secretKey = `sk_test_sandbox_${randomBytes(20).toString('hex')}`;
  private readonly byReference = new Map<string, SandboxTransaction>();
  private readonly byAccessCode = new Map<string, SandboxTransaction>();
  private readonly refunds = new Map<string, SandboxRefund>();
  /** Our refund ids: a retry is the same refund. */
  private readonly refundsByOurId = new Map<string, string>();
  private nextId = randomInt(1_000_000_000, 2_000_000_000);
  private deliver: WebhookDelivery;

  constructor(private readonly options: PaystackSandboxOptions) {
    this.deliver = options.deliver ?? postSigned;
  }

  /** Where webhooks go (the API sets itself; a test may hold them). */
  setDelivery(deliver: WebhookDelivery): void {
    this.deliver = deliver;
  }

  async initialize(request: CardInitializeRequest): Promise<CardInitialized> {
    if (this.byReference.has(request.reference)) throw new ProviderUnavailable('Paystack sandbox initialize: Duplicate Transaction Reference');
    const accessCode = randomBytes(8).toString('hex');
    const tx: SandboxTransaction = {
      id: this.nextId++,
      reference: request.reference,
      accessCode,
      amount: toSubunits(request.amount),
      email: request.email,
      callbackUrl: request.callbackUrl,
      status: 'abandoned',
      last4: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
    };
    this.byReference.set(tx.reference, tx);
    this.byAccessCode.set(accessCode, tx);
    return { authorizationUrl: `${this.options.pageBaseUrl.replace(/\/$/, '')}${sandboxCheckoutPath(accessCode)}`, accessCode };
  }

  /** The transaction as GET /transaction/verify/:reference answers its `data`. */
  private transactionData(tx: SandboxTransaction): PaystackTransaction & Record<string, unknown> {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      currency: 'KES',
      channel: 'card',
      gateway_response: tx.status === 'success' ? 'Successful' : tx.status === 'failed' ? 'Declined' : 'The transaction was not completed',
      paid_at: tx.paidAt,
      created_at: tx.createdAt,
      customer: { email: tx.email },
      authorization: tx.last4 ? { last4: tx.last4, card_type: 'visa', channel: 'card', reusable: false } : null,
    };
  }

  async verify(reference: string): Promise<PaymentOutcome> {
    const tx = this.byReference.get(reference);
    // Paystack answers "Transaction reference not found": no word on it.
    if (!tx) return { status: 'pending' };
    return outcomeOfTransaction(this.transactionData(tx), reference);
  }

  signatureMatches(rawBody: string, signature: string | undefined): boolean {
    return paystackSignatureMatches(rawBody, signature, this.secretKey);
  }

  /** The transaction behind a page's access code, or null. */
  checkout(accessCode: string): SandboxCheckout | null {
    const tx = this.byAccessCode.get(accessCode);
    if (!tx) return null;
    return { amount: tx.amount / 100, email: tx.email, reference: tx.reference, status: tx.status, callbackUrl: tx.callbackUrl };
  }

  /**
   * The buyer pays on the page with a test card (digits only, checked by the page): the
   * transaction is marked, its webhook sent, and the browser's way back answered. A transaction
   * already settled is not charged again (Paystack's page says so too). Null for an unknown code.
   */
  async pay(accessCode: string, cardNumber: string): Promise<{ redirectTo: string; status: SandboxTransaction['status'] } | null> {
    const tx = this.byAccessCode.get(accessCode);
    if (!tx) return null;
    if (tx.status === 'abandoned') {
      tx.status = cardNumber === SANDBOX_CARDS.paid ? 'success' : 'failed';
      tx.last4 = cardNumber.slice(-4);
      tx.paidAt = tx.status === 'success' ? new Date().toISOString() : null;
      const rawBody = JSON.stringify({ event: tx.status === 'success' ? 'charge.success' : 'charge.failed', data: this.transactionData(tx) });
      try {
        await this.deliver(this.options.webhookUrl, rawBody, paystackSignature(rawBody, this.secretKey));
      } catch (error) {
        // As with Paystack, a lost webhook is found again by verify (the buyer's return, the reconciliation).
        console.error(`[paystack-sandbox] webhook for ${tx.reference} failed: ${(error as Error).message}`);
      }
    }
    const back = new URL(tx.callbackUrl);
    back.searchParams.set('reference', tx.reference);
    back.searchParams.set('trxref', tx.reference);
    return { redirectTo: back.toString(), status: tx.status };
  }

  private refundData(refund: SandboxRefund): PaystackRefund {
    return { id: refund.id, status: Date.now() >= refund.answerAt ? 'processed' : 'pending', amount: refund.amount };
  }

  async refund(request: CardRefundRequest): Promise<RefundOutcome> {
    const known = this.refundsByOurId.get(request.refundId);
    if (known) return this.queryRefund(known);
    const tx = this.byReference.get(request.reference);
    if (!tx || tx.status !== 'success') return { status: 'failed', code: 'refused', reason: 'Transaction has not been completed or does not exist.' };
    const amount = toSubunits(request.amount);
    const refunded = [...this.refunds.values()].filter((r) => r.reference === tx.reference).reduce((sum, r) => sum + r.amount, 0);
    if (amount <= 0 || refunded + amount > tx.amount) {
      return { status: 'failed', code: 'refused', reason: 'Refund amount cannot be more than the amount left on the transaction.' };
    }
    const refund: SandboxRefund = { id: this.nextId++, reference: tx.reference, amount, answerAt: Date.now() + this.options.refundDelayMs };
    this.refunds.set(String(refund.id), refund);
    this.refundsByOurId.set(request.refundId, String(refund.id));
    // Paystack queues every refund: its first answer is pending, whatever comes after.
    return { status: 'pending', providerRefundId: String(refund.id) };
  }

  async queryRefund(providerRefundId: string): Promise<RefundOutcome> {
    const refund = this.refunds.get(providerRefundId);
    if (!refund) throw new ProviderUnavailable(`Paystack sandbox: unknown refund ${providerRefundId}`);
    return outcomeOfRefund(this.refundData(refund));
  }
}

async function postSigned(url: string, rawBody: string, signature: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body: rawBody,
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
}
