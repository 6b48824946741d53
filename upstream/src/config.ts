// Settings from the environment, read once at start.
import path from 'node:path';
import type { ApiConfig } from './context';
import { parseTrustedProxies } from './http/client-ip';
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
}

function isPostgresUrl(url: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new ConfigError(`API_PORT must be a port number, got ${env.API_PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  if (env.DATABASE_URL && !isPostgresUrl(env.DATABASE_URL)) {
    throw new ConfigError('DATABASE_URL must be a postgres://user:password@host:port/database URL (unset, the API keeps its data in DATA_DIR)');
  }
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  // The storefront refuses unsigned revalidations: without the secret its pages would go stale.
  if (env.STOREFRONT_URL && !env.REVALIDATE_SECRET)
    throw new ConfigError('REVALIDATE_SECRET is required with STOREFRONT_URL (the storefront refreshes its pages on signed notices)');
  return {
    port,
    host: env.API_HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    config: {
      env: nodeEnv,
      mediaDir: path.join(dataDir, 'media'),
      publicUrl: env.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
      storefrontUrl: env.STOREFRONT_URL?.trim() || undefined,
      tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 30) * 3600 * 1000,
      trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    },
  };
}
