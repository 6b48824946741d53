// The card sandbox's stand-in for Paystack's hosted payment page: the order's amount, the buyer's
// e-mail, and the card fields; Paystack's test cards named on it. Its own policy (the API's is
// "nothing runs, nothing submits"): one inline style by nonce, the form posting to itself, and the
// redirect after it going to the storefront's order page (form-action covers redirects).
import { randomBytes } from 'node:crypto';
import type { SandboxCheckout } from './paystack-sandbox';
import { SANDBOX_CARDS } from './paystack-sandbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1b1b;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #8a8f98;border-radius:.25rem}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;background:#0b7d3e;color:#fff;border:0;border-radius:.25rem;cursor:pointer}
.note{font-size:.9rem;color:#4a4f57}.error{color:#b00020;font-weight:600}.amount{font-size:1.5rem;font-weight:700;margin:.5rem 0}`;

export interface SandboxPage {
  html: string;
  policy: string;
}

/** The page for one transaction; `error` when the last try was refused (a card that is not a test card). */
export function sandboxCheckoutPage(checkout: SandboxCheckout, action: string, error: string | null = null): SandboxPage {
  const nonce = randomBytes(16).toString('base64');
  const back = new URL(checkout.callbackUrl).origin;
  const policy = ["default-src 'none'", `style-src 'nonce-${nonce}'`, `form-action 'self' ${back}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
  const amount = `KES ${checkout.amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const settled = checkout.status !== 'abandoned';
  const body = settled
    ? `<p>This transaction is already ${checkout.status === 'success' ? 'paid' : 'declined'}.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="card_number" value=""><button type="submit">Back to the shop</button></form>`
    : `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" placeholder="MM/YY" required>
<label for="cvc">CVV</label><input id="cvc" name="cvc" inputmode="numeric" required>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="note">Paystack sandbox: no money moves. Test cards: ${spaced(SANDBOX_CARDS.paid)} is paid, ${spaced(SANDBOX_CARDS.declined)} is declined (any future expiry, any CVV).</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Pay with card (Paystack sandbox)</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><h1>Pay with card</h1><p class="note">${escapeHtml(checkout.email)} · ${escapeHtml(checkout.reference)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${body}
</main></body></html>`;
  return { html, policy };
}
