// Which providers this API pays with, from the environment: Daraja when its keys are set, the
// built-in M-Pesa sandbox otherwise; Paystack for cards when PAYSTACK_SECRET_KEY is set, its
// built-in sandbox otherwise (a warning in production, where a sandbox that pays would be free goods).
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../startup';
import { DARAJA_URLS, DarajaClient, type DarajaSettings } from './daraja';
import { MpesaSandbox } from './mpesa-sandbox';
import { PAYSTACK_URL, PaystackClient, type PaystackSettings } from './paystack';
import { PaystackSandbox } from './paystack-sandbox';
import type { CardProvider, MpesaPayer, MpesaProvider } from './provider';

export interface PaymentSettings {
  /** The secret part of the callback URL (PAYMENT_CALLBACK_SECRET). */
  callbackSecret: string;
  /** The API's base URL as the provider reaches it (MPESA_CALLBACK_URL, else API_PUBLIC_URL). */
  callbackBaseUrl: string;
  /** How long an unpaid order's stock is held. */
  holdMs: number;
  /** The storefront's base URL: a card payment's hosted page sends the buyer back to its order page. */
  storefrontUrl: string;
  /** A payment still pending this long is asked about (its callback may be lost). */
  reconcileAfterMs: number;
  /** A payment pending this long with no final answer is given up as failed. */
  giveUpAfterMs: number;
}

export interface Payments {
  mpesa: MpesaProvider;
  /** Pays sellers out by B2C: the sandbox, or Daraja with an initiator set; null when payouts are off. */
  payer: MpesaPayer | null;
  /** Paystack, or its built-in sandbox. */
  card: CardProvider;
  /** Set when M-Pesa is the built-in sandbox (the API delivers its callbacks to itself). */
  sandbox: MpesaSandbox | null;
  /** Set when the card is Paystack's built-in sandbox (the API serves its page and takes its webhooks itself). */
  cardSandbox: PaystackSandbox | null;
  settings: PaymentSettings;
}

export const PAYMENT_DEFAULTS = { holdMs: 30 * 60_000, reconcileAfterMs: 2 * 60_000, giveUpAfterMs: 10 * 60_000 };

export interface PaymentEnv {
  daraja: DarajaSettings | null;
  /** Paystack (PAYSTACK_SECRET_KEY); null: its built-in sandbox. */
  paystack: PaystackSettings | null;
  sandboxDelayMs: number;
  /** The API's base URL as browsers reach it: the card sandbox's page is there. */
  publicUrl: string;
  settings: PaymentSettings;
}

const DARAJA_KEYS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;

export const CARD_SANDBOX_WARNING =
  '[api] WARNING: cards are paid through the built-in Paystack sandbox in production: its test card pays any order without money. Set PAYSTACK_SECRET_KEY before taking real orders.';

export function readPaymentEnv(
  env: Record<string, string | undefined>,
  {
    publicUrl,
    storefrontUrl,
    production,
    warn = console.warn,
  }: { publicUrl: string; storefrontUrl?: string; production: boolean; warn?: (line: string) => void },
): PaymentEnv {
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim();
  if (secretKey !== undefined && secretKey !== '' && !/^sk_(test|live)_\w+$/.test(secretKey)) {
    throw new ConfigError('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)');
  }
  const paystack: PaystackSettings | null = secretKey ? { baseUrl: env.PAYSTACK_BASE_URL || PAYSTACK_URL, secretKey } : null;
  if (!paystack && production) warn(CARD_SANDBOX_WARNING);
  const set = DARAJA_KEYS.filter((name) => env[name]);
  if (set.length > 0 && set.length < DARAJA_KEYS.length) {
    throw new ConfigError(`M-Pesa: set all of ${DARAJA_KEYS.join(', ')} (missing ${DARAJA_KEYS.filter((n) => !env[n]).join(', ')})`);
  }
  const mpesaEnv = env.MPESA_ENV ?? 'sandbox';
  if (mpesaEnv !== 'sandbox' && mpesaEnv !== 'production') throw new ConfigError(`MPESA_ENV must be sandbox or production, got ${mpesaEnv}`);
  const daraja: DarajaSettings | null = set.length
    ? {
        baseUrl: env.MPESA_BASE_URL || DARAJA_URLS[mpesaEnv],
        consumerKey: env.MPESA_CONSUMER_KEY!,
        consumerSecret: env.MPESA_CONSUMER_SECRET!,
        shortcode: env.MPESA_SHORTCODE!,
        passkey: env.MPESA_PASSKEY!,
        initiatorName: env.MPESA_INITIATOR_NAME || undefined,
        securityCredential: env.MPESA_SECURITY_CREDENTIAL || undefined,
      }
    : null;
  if (daraja && Boolean(daraja.initiatorName) !== Boolean(daraja.securityCredential)) {
    throw new ConfigError('M-Pesa payouts: set both MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL, or neither (no payouts)');
  }
  if (daraja && production && !env.PAYMENT_CALLBACK_SECRET) throw new ConfigError('PAYMENT_CALLBACK_SECRET is required with Daraja in production');
  if (daraja && !env.MPESA_CALLBACK_URL) throw new ConfigError('MPESA_CALLBACK_URL (the API base Safaricom calls back) is required with Daraja');
  const delay = Number(env.MPESA_SANDBOX_DELAY_MS ?? 3000);
  if (!Number.isFinite(delay) || delay < 0) throw new ConfigError(`MPESA_SANDBOX_DELAY_MS must be a number of milliseconds, got ${env.MPESA_SANDBOX_DELAY_MS}`);
  return {
    daraja,
    paystack,
    sandboxDelayMs: delay,
    publicUrl: publicUrl.replace(/\/$/, ''),
    settings: {
      // Without one set, each process makes its own: enough for the sandbox, which calls back the
      // process that started the payment.
      callbackSecret: env.PAYMENT_CALLBACK_SECRET || randomBytes(24).toString('hex'),
      callbackBaseUrl: (env.MPESA_CALLBACK_URL || publicUrl).replace(/\/$/, ''),
      storefrontUrl: (storefrontUrl || publicUrl).replace(/\/$/, ''),
      ...PAYMENT_DEFAULTS,
    },
  };
}

/** Where the card sandbox posts its webhooks (Paystack's is set in its dashboard to the same path). */
const paystackWebhookUrl = (settings: PaymentSettings) => `${settings.callbackBaseUrl}/paystack/webhook`;

export function createPayments(paymentEnv: PaymentEnv): Payments {
  const sandbox = paymentEnv.daraja ? null : new MpesaSandbox({ delayMs: paymentEnv.sandboxDelayMs });
  const daraja = paymentEnv.daraja ? new DarajaClient(paymentEnv.daraja) : null;
  const cardSandbox = paymentEnv.paystack
    ? null
    : new PaystackSandbox({ pageBaseUrl: paymentEnv.publicUrl, webhookUrl: paystackWebhookUrl(paymentEnv.settings), refundDelayMs: paymentEnv.sandboxDelayMs });
  return {
    mpesa: daraja ?? sandbox!,
    payer: daraja ? (daraja.paysOut ? daraja : null) : sandbox,
    card: paymentEnv.paystack ? new PaystackClient(paymentEnv.paystack) : cardSandbox!,
    sandbox,
    cardSandbox,
    settings: paymentEnv.settings,
  };
}

/** The callback_url of a card payment: the order's page on the storefront, where the buyer sees it confirmed. */
export const cardReturnUrl = (settings: PaymentSettings, orderId: number) => `${settings.storefrontUrl}/order/${orderId}`;

/** The CallBackURL given to M-Pesa for one order. */
export function callbackUrl(settings: PaymentSettings, orderNumber: string): string {
  return `${settings.callbackBaseUrl}/mpesa/callback/${encodeURIComponent(settings.callbackSecret)}?order=${encodeURIComponent(orderNumber)}`;
}

/** The ResultURL and QueueTimeOutURL given to M-Pesa for payouts (B2C). */
export function payoutUrls(settings: PaymentSettings): { resultUrl: string; timeoutUrl: string } {
  const secret = encodeURIComponent(settings.callbackSecret);
  return { resultUrl: `${settings.callbackBaseUrl}/mpesa/b2c/result/${secret}`, timeoutUrl: `${settings.callbackBaseUrl}/mpesa/b2c/timeout/${secret}` };
}
