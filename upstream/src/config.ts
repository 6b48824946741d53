// The API's settings: every environment variable it reads, parsed once with zod when it starts
// (server.ts, and the db:migrate and db:seed scripts), so a wrong or missing one stops it at once
// with one line per setting saying which and why (a ConfigError, printed by ./startup.ts's rule).
// Nothing else in upstream/src reads process.env (eslint.config.mjs keeps it so).
import path from 'node:path';
import { z } from 'zod';
import type { ApiConfig } from './context';
import { parseTrustedProxies } from './http/client-ip';
import type { StorefrontNotifyConfig } from './http/storefront-notify';
import { readPaymentEnv, type PaymentEnv } from './payments/setup';
import { ConfigError } from './startup';

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Redis for the rate limits' counters (REDIS_URL); the database keeps them otherwise. */
  redisUrl?: string;
  smtpUrl?: string;
  config: ApiConfig;
  /** Where the storefront hears which records changed; null (off) without STOREFRONT_URL. */
  storefrontNotify: StorefrontNotifyConfig | null;
  /** How often lost payment callbacks are reconciled and unpaid holds released. */
  paymentJobsIntervalMs: number;
  payments: PaymentEnv;
}

const DEFAULT_PORT = 4000;
const DEFAULT_TOKEN_TTL_HOURS = 24 * 30;
const DEFAULT_PAYMENT_JOBS_INTERVAL_MS = 30_000;

const parsesAs = (protocols: string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;
const isPositiveNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) > 0;

// An empty variable (`FOO=` in a compose file, or DATABASE_URL='' from the e2e server) counts as unset.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const got = (issue: { input?: unknown }) => `got ${String(issue.input)}`;

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: (issue) => `NODE_ENV must be development, production or test, ${got(issue)}` })),
  API_PORT: optional(z.string().refine(isPort, { error: (issue) => `API_PORT must be a port number, ${got(issue)}` })),
  API_HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  // Neither URL is echoed when wrong: each may carry a password.
  DATABASE_URL: optional(
    z.string().refine(parsesAs(['postgres:', 'postgresql:']), {
      error: 'DATABASE_URL must be a postgres://user:password@host:port/database URL (unset, the API keeps its data in DATA_DIR)',
    }),
  ),
  REDIS_URL: optional(z.string().refine(parsesAs(['redis:', 'rediss:']), { error: 'REDIS_URL must be a redis:// or rediss:// URL' })),
  SMTP_URL: optional(z.string().refine(parsesAs(['smtp:', 'smtps:']), { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })),
  API_PUBLIC_URL: optional(
    z.string().refine(parsesAs(['http:', 'https:']), { error: (issue) => `API_PUBLIC_URL must be the API's public http(s) address, ${got(issue)}` }),
  ),
  STOREFRONT_URL: optional(
    z
      .string()
      .trim()
      .refine(parsesAs(['http:', 'https:']), { error: (issue) => `STOREFRONT_URL must be the storefront's http(s) address, ${got(issue)}` }),
  ),
  /** The storefront's address as buyers reach it (where the card provider sends them back); STOREFRONT_URL when unset. */
  STOREFRONT_PUBLIC_URL: optional(
    z
      .string()
      .trim()
      .refine(parsesAs(['http:', 'https:']), { error: (issue) => `STOREFRONT_PUBLIC_URL must be the storefront's public http(s) address, ${got(issue)}` }),
  ),
  REVALIDATE_SECRET: optional(z.string().trim()),
  TOKEN_TTL_HOURS: optional(z.string().refine(isPositiveNumber, { error: (issue) => `TOKEN_TTL_HOURS must be a number of hours, ${got(issue)}` })),
  TRUST_PROXY: optional(z.string()),
  PAYMENT_JOBS_INTERVAL_MS: optional(
    z.string().refine(isPositiveNumber, { error: (issue) => `PAYMENT_JOBS_INTERVAL_MS must be a number of milliseconds, ${got(issue)}` }),
  ),
});

/** The settings in `env`; a ConfigError (one line per wrong or missing setting) otherwise. */
export function readSettings(env: Record<string, string | undefined>): ServerSettings {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  // The storefront refuses unsigned revalidations: without the secret its pages would go stale.
  if (env.STOREFRONT_URL?.trim() && !env.REVALIDATE_SECRET?.trim()) {
    problems.push('REVALIDATE_SECRET is required with STOREFRONT_URL (the storefront refreshes its pages on signed notices)');
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems.join('\n'));
  const values = parsed.data;
  const port = values.API_PORT ? Number(values.API_PORT) : DEFAULT_PORT;
  const dataDir = path.resolve(values.DATA_DIR ?? '.data');
  const nodeEnv = values.NODE_ENV ?? 'development';
  const publicUrl = values.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  return {
    port,
    host: values.API_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    config: {
      env: nodeEnv,
      mediaDir: path.join(dataDir, 'media'),
      publicUrl,
      storefrontUrl: values.STOREFRONT_URL,
      tokenTtlMs: Number(values.TOKEN_TTL_HOURS ?? DEFAULT_TOKEN_TTL_HOURS) * 3600 * 1000,
      trustedProxies: parseTrustedProxies(values.TRUST_PROXY),
    },
    storefrontNotify: values.STOREFRONT_URL && values.REVALIDATE_SECRET ? { url: values.STOREFRONT_URL, secret: values.REVALIDATE_SECRET } : null,
    paymentJobsIntervalMs: Number(values.PAYMENT_JOBS_INTERVAL_MS ?? DEFAULT_PAYMENT_JOBS_INTERVAL_MS),
    // M-Pesa and Paystack have rules of their own (payments/setup.ts), checked only once the rest is known good.
    // Buyers come back from the card provider's page to the storefront's public address.
    payments: readPaymentEnv(env, { publicUrl, storefrontUrl: values.STOREFRONT_PUBLIC_URL ?? values.STOREFRONT_URL, production: nodeEnv === 'production' }),
  };
}

let current: ServerSettings | undefined;

/** The API's settings, read from the environment once (at start) and shared after. */
export function serverSettings(): ServerSettings {
  current ??= readSettings(process.env);
  return current;
}

/** For tests that change the environment: the next settings() reads it again. */
export function forgetSettings(): void {
  current = undefined;
}
