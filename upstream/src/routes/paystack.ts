// Paystack's webhook, and the card sandbox's hosted page (only while the card is the sandbox:
// PAYSTACK_SECRET_KEY unset). The webhook is public and read as Paystack sends it: its signature
// is checked over the raw body, so the body is not parsed before.
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError, ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter } from '../http/openapi';
import { limitBody } from '../commerce/body';
import { SANDBOX_CARDS, sandboxCheckoutPath } from '../payments/paystack-sandbox';
import { sandboxCheckoutPage, type SandboxPage } from '../payments/paystack-sandbox-page';
import { handlePaystackWebhook } from '../payments/service';

const paystackWebhook = createApiRoute({
  method: 'post',
  path: '/paystack/webhook',
  tags: ['Payments'],
  summary:
    "Paystack's webhook (public, for Paystack only): `x-paystack-signature` must be the HMAC-SHA512 of the raw body with the secret key; a charge event is confirmed by the verify call",
  middleware: limitBody(64 * 1024),
  responses: {
    200: answers(z.null(), 'Received, already recorded, or not about a payment of ours.'),
    401: fails('No signature, or not ours.'),
    409: fails('The payment changed meanwhile.'),
    413: fails('The body is larger than 64 KB.'),
    422: fails('Not a Paystack event.'),
  },
});

const accessCodeParam = z.object({ access_code: z.string().max(100).meta({ description: "The page's access code, from the payment's redirect_url." }) });
const pageAnswerDoc = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const sandboxPage = createApiRoute({
  method: 'get',
  path: '/sandbox/paystack/checkout/{access_code}',
  tags: ['Payments'],
  summary: "The card sandbox's stand-in for Paystack's hosted payment page (only without PAYSTACK_SECRET_KEY)",
  request: { params: accessCodeParam },
  responses: { 200: pageAnswerDoc('The page, with the card form.'), 404: fails('No such card payment (or the card is Paystack itself).') },
});

const sandboxPay = createApiRoute({
  method: 'post',
  path: '/sandbox/paystack/checkout/{access_code}',
  tags: ['Payments'],
  summary:
    "The sandbox page's form (card_number, expiry, cvc as a form post): marks the transaction, posts the signed webhook, redirects to the callback_url with ?reference=…&trxref=…",
  middleware: limitBody(16 * 1024),
  request: { params: accessCodeParam },
  responses: {
    303: { description: "Back to the storefront's order page." },
    404: fails('No such card payment.'),
    413: fails('The body is larger than 16 KB.'),
    422: { description: 'Not the card form (the envelope), or a card that is not a test card (the page again, with the reason).' },
  },
});

const CARD_REFUSED = 'Use a Paystack test card: 4084 0840 8408 4081 (paid) or 4084 0800 0000 5408 (declined).';
const EXPIRY_REFUSED = 'Enter a future expiry date as MM/YY.';
const CVC_REFUSED = 'Enter the 3 or 4 digit CVV.';

/** What is wrong with the typed card, or null. Read here only: nothing of it is kept or logged. */
function cardProblem(cardNumber: string, expiry: string, cvc: string, now: Date): string | null {
  if (!Object.values<string>(SANDBOX_CARDS).includes(cardNumber)) return CARD_REFUSED;
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Date.UTC(2000 + Number(match[2]), Number(match[1]), 1) <= now.getTime()) return EXPIRY_REFUSED;
  if (!/^\d{3,4}$/.test(cvc.trim())) return CVC_REFUSED;
  return null;
}

/** The page with its own policy (the API's default would stop its form), never cached. */
function pageAnswer(c: Context<AppEnv>, { html, policy }: SandboxPage, status: 200 | 422) {
  c.header('Content-Security-Policy', policy);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const formText = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null);

export function paystackRoutes() {
  return (
    openApiRouter()
      .openapi(paystackWebhook, async (c) => {
        const answer = await handlePaystackWebhook(c.var.deps, await c.req.text(), c.req.header('x-paystack-signature'));
        if (answer.status !== 200) throw new ApiError(answer.status, answer.message);
        return ok(c, null, answer.message);
      })
      // The sandbox's hosted page: the buyer types a test card here, never on the storefront.
      .openapi(sandboxPage, (c) => {
        const sandbox = c.var.deps.payments.cardSandbox;
        const accessCode = c.req.valid('param').access_code;
        const checkout = sandbox?.checkout(accessCode);
        if (!checkout) throw new ApiError(404, 'No such card payment.');
        return pageAnswer(c, sandboxCheckoutPage(checkout, sandboxCheckoutPath(accessCode)), 200);
      })
      .openapi(sandboxPay, async (c) => {
        const sandbox = c.var.deps.payments.cardSandbox;
        const accessCode = c.req.valid('param').access_code;
        const checkout = sandbox?.checkout(accessCode);
        if (!sandbox || !checkout) throw new ApiError(404, 'No such card payment.');
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw new ApiError(422, 'Send the card form.');
        }
        const cardNumber = formText(form.card_number)?.replace(/[\s-]/g, '');
        if (cardNumber === undefined) throw new ApiError(422, 'Send the card form.', { card_number: [CARD_REFUSED] });
        if (checkout.status === 'abandoned') {
          const problem = cardProblem(cardNumber, formText(form.expiry) ?? '', formText(form.cvc) ?? '', new Date());
          if (problem) return pageAnswer(c, sandboxCheckoutPage(checkout, sandboxCheckoutPath(accessCode), problem), 422);
        }
        const paid = await sandbox.pay(accessCode, cardNumber);
        return c.redirect(paid!.redirectTo, 303);
      })
  );
}
