// What every route can reach: the database, settings, the mailer, the rate limiter and the payment providers.
import type { Database } from './db/client';
import type { RateLimiter } from './http/rate-limit';
import type { Mailer } from './mail/mailer';
import type { Payments } from './payments/setup';

export interface ApiConfig {
  /** 'production' turns off the dev outbox read and other development helpers. */
  env: 'development' | 'test' | 'production';
  /** Folder served under /media/ (seed-generated images). */
  mediaDir: string;
  /** Public base URL of the API, used to build absolute media and invoice links. */
  publicUrl: string;
  /** The storefront's base URL (STOREFRONT_URL): a reset mail links to its reset page. */
  storefrontUrl?: string;
  /** Bearer token lifetime. */
  tokenTtlMs: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); loopback when unset. */
  trustedProxies?: string[];
}

export interface ApiDeps {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The payment providers (M-Pesa: Daraja or the sandbox; the test card) and their settings. */
  payments: Payments;
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  userType: 'buyer' | 'seller' | 'admin';
  tokenId: number;
}

export type AppEnv = {
  Variables: {
    deps: ApiDeps;
    user: AuthUser;
  };
};
