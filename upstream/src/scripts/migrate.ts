// `npm run db:migrate`: brings the database the API uses (DATABASE_URL, else PGlite under
// DATA_DIR) up to the newest migration in upstream/drizzle, and seeds nothing. For a PostgreSQL
// server before the API's first start, or after pulling a change with a new migration (the API
// also migrates on every start).
import path from 'node:path';
import { serverSettings } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { describeStartupFailure } from '../startup';

let databaseUrl: string | undefined;

async function main() {
  const settings = serverSettings();
  databaseUrl = settings.databaseUrl;
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir: path.join(settings.dataDir, 'pglite') });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(settings.dataDir, 'pglite')}`;
  console.log(
    `[migrate] ${where} is at the newest migration of ${path.relative(process.cwd(), migrationsFolder)} (${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((error) => {
  const known = describeStartupFailure(error, { databaseUrl, host: '', port: 0 });
  if (known) console.error(`[migrate] cannot migrate: ${known}`);
  else console.error('[migrate] failed:', error);
  process.exit(1);
});
