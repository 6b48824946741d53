// `npm run api` (and `npm start`) run this file built (scripts/build-api.mjs): migrate, seed an
// empty database, serve. A failure to start is one line saying what to fix (./startup.ts).
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ApiDeps } from './context';
import { serverSettings } from './config';
import { openDatabase } from './db/client';
import { createClient } from '@redis/client';
import { RateLimiter } from './http/rate-limit';
import { createMailer, mailDelivery } from './mail/mailer';
import { ensureSeeded } from './seed';
import { normaliseStoredPhones } from './account/stored-phones';
import { startPaymentJobs } from './payments/jobs';
import { createPayments } from './payments/setup';
import { describeStartupFailure } from './startup';

/** The Redis the rate limits count in, when REDIS_URL names one; its errors are logged, not fatal. */
async function connectRedis(url: string | undefined) {
  if (!url) return undefined;
  const client = createClient({ url });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  await client.connect();
  console.log('[api] rate limits count in Redis');
  return client;
}

/** What the failure message names: known once the settings are read (a wrong setting names itself). */
const startContext: { databaseUrl?: string; host: string; port: number } = { host: '127.0.0.1', port: 4000 };

async function main() {
  const settings = serverSettings();
  Object.assign(startContext, { databaseUrl: settings.databaseUrl, host: settings.host, port: settings.port });
  // Every setting is read before anything is opened: a wrong one stops the start at once.
  const handle = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: path.join(settings.dataDir, 'pglite'),
  });
  await handle.migrate();
  await ensureSeeded(handle.db, { mediaDir: settings.config.mediaDir, log: (m) => console.log(`[seed] ${m}`) });
  await normaliseStoredPhones(handle.db, (m) => console.log(`[phones] ${m}`));

  const mail = mailDelivery({ env: settings.config.env, smtpUrl: settings.smtpUrl });
  if (mail.notice) console.log(mail.notice);
  const payments = createPayments(settings.payments);
  console.log(`[api] M-Pesa: ${payments.sandbox ? 'the built-in sandbox (no Daraja keys set)' : 'Daraja'}`);
  if (!payments.payer) console.log('[api] M-Pesa payouts are off: set MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL for Daraja B2C');
  console.log(`[api] Card: ${payments.cardSandbox ? 'the built-in Paystack sandbox, no money moves (no PAYSTACK_SECRET_KEY set)' : 'Paystack'}`);
  const deps: ApiDeps = {
    db: handle.db,
    config: settings.config,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, print: mail.print }),
    limiter: new RateLimiter({ db: handle.db, redis: await connectRedis(settings.redisUrl) }),
    payments,
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    console.log(`[api] listening on http://${settings.host}:${info.port} (${handle.kind})`);
  });
  // A port in use or refused fails the start, before any job runs.
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Reconciliation of lost callbacks and the end of unpaid orders' holds, in every process.
  const stopPaymentJobs = startPaymentJobs(deps, { intervalMs: settings.paymentJobsIntervalMs });

  const stop = async () => {
    server.close();
    payments.sandbox?.stop();
    await stopPaymentJobs();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  const known = describeStartupFailure(error, startContext);
  // One line per wrong setting.
  if (known) for (const line of known.split('\n')) console.error(`[api] cannot start: ${line}`);
  else console.error('[api] failed to start:', error);
  process.exit(1);
});
