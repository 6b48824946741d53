// Which providers this API pays with, from the environment: Daraja when its keys are set, the
// built-in sandbox otherwise; the test card only where PAYMENT_TEST_CARD says so (on by default,
// off by default in production, where a card that always pays would be free goods).
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../startup';
import { DARAJA_URLS, DarajaClient, type DarajaSettings } from './daraja';
import { MpesaSandbox } from './mpesa-sandbox';
import type { CardProvider, MpesaPayer, MpesaProvider } from './provider';
import { TestCardProvider } from './test-card';

export interface PaymentSettings {
  /** The secret part of the callback URL (PAYMENT_CALLBACK_SECRET). */
  callbackSecret: string;
  /** The API's base URL as the provider reaches it (MPESA_CALLBACK_URL, else API_PUBLIC_URL). */
  callbackBaseUrl: string;
  /** How long an unpaid order's stock is held. */
  holdMs: number;
  /** A payment still pending this long is asked about (its callback may be lost). */
  reconcileAfterMs: number;
  /** A payment pending this long with no final answer is given up as failed. */
  giveUpAfterMs: number;
}

export interface Payments {
  mpesa: MpesaProvider;
  /** Pays sellers out by B2C: the sandbox, or Daraja with an initiator set; null when payouts are off. */
  payer: MpesaPayer | null;
  /** Null when no card provider is on: card payments are refused. */
  card: CardProvider | null;
  /** Set when M-Pesa is the built-in sandbox (the API delivers its callbacks to itself). */
  sandbox: MpesaSandbox | null;
  settings: PaymentSettings;
}

export const PAYMENT_DEFAULTS = { holdMs: 30 * 60_000, reconcileAfterMs: 2 * 60_000, giveUpAfterMs: 10 * 60_000 };

export interface PaymentEnv {
  daraja: DarajaSettings | null;
  /** Whether the test card answers (PAYMENT_TEST_CARD). */
  testCard: boolean;
  sandboxDelayMs: number;
  settings: PaymentSettings;
}

const DARAJA_KEYS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;

export const TEST_CARD_WARNING =
  '[api] WARNING: the test card is on in production (PAYMENT_TEST_CARD=on): card 4242 4242 4242 4242 pays any order without money. Set PAYMENT_TEST_CARD=off before taking real orders.';

/** PAYMENT_TEST_CARD: on or off; unset is on, except in production. */
function readTestCard(value: string | undefined, production: boolean): boolean {
  const setting = value?.trim().toLowerCase() || (production ? 'off' : 'on');
  if (setting !== 'on' && setting !== 'off') throw new ConfigError(`PAYMENT_TEST_CARD must be on or off, got ${value}`);
  return setting === 'on';
}

export function readPaymentEnv(
  env: Record<string, string | undefined>,
  { publicUrl, production, warn = console.warn }: { publicUrl: string; production: boolean; warn?: (line: string) => void },
): PaymentEnv {
  const testCard = readTestCard(env.PAYMENT_TEST_CARD, production);
  if (testCard && production) warn(TEST_CARD_WARNING);
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
    testCard,
    sandboxDelayMs: delay,
    settings: {
      // Without one set, each process makes its own: enough for the sandbox, which calls back the
      // process that started the payment.
      callbackSecret: env.PAYMENT_CALLBACK_SECRET || randomBytes(24).toString('hex'),
      callbackBaseUrl: (env.MPESA_CALLBACK_URL || publicUrl).replace(/\/$/, ''),
      ...PAYMENT_DEFAULTS,
    },
  };
}

export function createPayments(paymentEnv: PaymentEnv): Payments {
  const sandbox = paymentEnv.daraja ? null : new MpesaSandbox({ delayMs: paymentEnv.sandboxDelayMs });
  const daraja = paymentEnv.daraja ? new DarajaClient(paymentEnv.daraja) : null;
  return {
    mpesa: daraja ?? sandbox!,
    payer: daraja ? (daraja.paysOut ? daraja : null) : sandbox,
    card: paymentEnv.testCard ? new TestCardProvider() : null,
    sandbox,
    settings: paymentEnv.settings,
  };
}

/** The CallBackURL given to M-Pesa for one order. */
export function callbackUrl(settings: PaymentSettings, orderNumber: string): string {
  return `${settings.callbackBaseUrl}/mpesa/callback/${encodeURIComponent(settings.callbackSecret)}?order=${encodeURIComponent(orderNumber)}`;
}

/** The ResultURL and QueueTimeOutURL given to M-Pesa for payouts (B2C). */
export function payoutUrls(settings: PaymentSettings): { resultUrl: string; timeoutUrl: string } {
  const secret = encodeURIComponent(settings.callbackSecret);
  return { resultUrl: `${settings.callbackBaseUrl}/mpesa/b2c/result/${secret}`, timeoutUrl: `${settings.callbackBaseUrl}/mpesa/b2c/timeout/${secret}` };
}
