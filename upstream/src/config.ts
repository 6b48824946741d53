// Settings from the environment, read once at start.
import path from 'node:path';
import type { ApiConfig } from './context';
import { parseTrustedProxies } from './http/client-ip';

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

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT must be a port number, got ${env.API_PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
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
      tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 30) * 3600 * 1000,
      trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    },
  };
}
