// Helpers shared by the payment tests: an unpaid order placed through checkout, a payment started
// and waited for, and the mails the outbox holds for an address.
import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema';
import type { StkCallbackBody } from '../src/payments/mpesa-result';
import type { MpesaProvider } from '../src/payments/provider';
import type { TestApi } from './harness';
import { orderPayload, type TestProduct } from './commerce-fixtures';

export const PAID_CARD = { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { method: 'card', card_number: '4000-0000-0000-0002', expiry: '12/39', cvc: '123' };
export const mpesa = (phone: string) => ({ method: 'mpesa', phone });

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
