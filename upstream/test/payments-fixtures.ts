// Helpers shared by the payment tests: an unpaid order placed through checkout, a payment started
// and waited for, and the mails the outbox holds for an address.
import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema';
import type { StkCallbackBody } from '../src/payments/mpesa-result';
import type { MpesaProvider } from '../src/payments/provider';
import type { TestApi } from './harness';
import { orderPayload, type TestProduct } from './commerce-fixtures';

export const CARD = { method: 'card' };
export const mpesa = (phone: string) => ({ method: 'mpesa', phone });

/** What the buyer types on the card sandbox's page: Paystack's test cards. */
export const SANDBOX_CARD_FORMS = {
  paid: { card_number: '4084 0840 8408 4081', expiry: '12/39', cvc: '408' },
  declined: { card_number: '4084-0800-0000-5408', expiry: '12/39', cvc: '001' },
} as const;

/** Submits the card sandbox's hosted page (at a payment's redirect_url) as the buyer's browser does. */
export async function submitSandboxCard(api: TestApi, redirectUrl: string, form: Record<string, string> = SANDBOX_CARD_FORMS.paid) {
  return api.app.request(new URL(redirectUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Pays an order by card as a buyer does: starts the attempt, pays on the sandbox's page (whose
 * webhook the API verifies), and answers the attempt as the order page then reads it.
 */
export async function payByCard(api: TestApi, token: string, orderId: number, outcome: keyof typeof SANDBOX_CARD_FORMS = 'paid') {
  const started = await startPayment(api, token, orderId, CARD);
  if (started.status !== 201) throw new Error(`card payment of order ${orderId}: ${started.status} ${JSON.stringify(started.body)}`);
  const back = await submitSandboxCard(api, started.body.data.payment.redirect_url, SANDBOX_CARD_FORMS[outcome]);
  if (back.status !== 303) throw new Error(`the card sandbox's page answered ${back.status}: ${await back.text()}`);
  const res = await api.request('GET', `/payments/${started.body.data.payment.payment_id}`, { token });
  return res.body.data.payment;
}

/** Places an order (the payload claims it is paid, as the spec's client does) and answers its detail. */
export async function placeUnpaidOrder(api: TestApi, token: string, product: TestProduct, quantity = 1) {
  const res = await api.request('POST', '/shopify/order', { token, body: orderPayload([{ product, quantity }]) });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order;
}

export function startPayment(api: TestApi, token: string, orderId: number, body: unknown) {
  return api.request('POST', `/orders/${orderId}/payments`, { token, body });
}

/** Polls GET /payments/{id} as the storefront does, until the payment is no longer pending. */
export async function waitForPayment(api: TestApi, token: string, paymentId: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.request('GET', `/payments/${paymentId}`, { token });
    if (res.status !== 200) throw new Error(`GET /payments/${paymentId}: ${res.status}`);
    if (res.body.data.payment.status !== 'pending') return res.body.data.payment;
    if (Date.now() > until) throw new Error(`payment ${paymentId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function mailsTo(api: TestApi, address: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.id));
}

export async function getOrder(api: TestApi, token: string, orderId: number) {
  const res = await api.request('GET', `/orders/${orderId}`, { token });
  return res.body.data.order;
}

/** The sandbox's callbacks reach the API again, as createApp wires them (after a test held or lost them). */
export function deliverSandboxCallbacks(api: TestApi) {
  api.deps.payments.sandbox!.setDelivery(async (url, body) => {
    const res = await api.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
  });
}

/** Callbacks the sandbox sends from now on are kept here instead of reaching the API. */
export function holdSandboxCallbacks(api: TestApi): { url: string; body: StkCallbackBody }[] {
  const held: { url: string; body: StkCallbackBody }[] = [];
  api.deps.payments.sandbox!.setDelivery(async (url, body) => {
    // Payouts' results (B2C) are not what these tests hold.
    if ('Body' in body) held.push({ url, body });
  });
  return held;
}

export async function waitForHeld(held: unknown[], count = 1) {
  const until = Date.now() + 5000;
  while (held.length < count) {
    if (Date.now() > until) throw new Error('the sandbox sent no callback');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `body` with the provider's status query replaced by `query` (an outage, a stuck request). */
export async function withMpesaQuery(api: TestApi, query: MpesaProvider['query'], body: () => Promise<void>) {
  const real = api.deps.payments.mpesa.query;
  api.deps.payments.mpesa.query = query;
  try {
    await body();
  } finally {
    api.deps.payments.mpesa.query = real;
  }
}
