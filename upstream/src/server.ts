// `npm run api`: migrate, seed an empty database, serve.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readSettings } from './config';
import { openDatabase } from './db/client';
import { RateLimiter } from './http/rate-limit';
import { createMailer } from './mail/mailer';
import { ensureSeeded } from './seed';

async function main() {
  const settings = readSettings();
  const handle = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: path.join(settings.dataDir, 'pglite'),
  });
  await handle.migrate();
  await ensureSeeded(handle.db, { mediaDir: settings.config.mediaDir, log: (m) => console.log(`[seed] ${m}`) });

  const app = createApp({
    db: handle.db,
    config: settings.config,
    // Without SMTP the console is the only place a reset code can reach a person.
    mailer: createMailer({ smtpUrl: settings.smtpUrl, print: !settings.smtpUrl || settings.config.env === 'development' }),
    limiter: new RateLimiter({ db: handle.db }),
  });
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    console.log(`[api] listening on http://${settings.host}:${info.port} (${handle.kind})`);
  });

  const stop = async () => {
    server.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[api] failed to start:', error);
  process.exit(1);
});
