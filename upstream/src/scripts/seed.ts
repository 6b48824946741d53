// `npm run db:seed -- [--products N] [--reset]`: migrates and seeds the database the API uses
// (DATABASE_URL, else PGlite under DATA_DIR). --reset empties every table first, so that a bigger
// catalogue (e.g. 100,000 products for benchmarks) can replace a smaller one.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverSettings } from '../config';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { products } from '../db/schema';
import { ensureSeeded, resetDatabase } from '../seed';
import { DEFAULT_PRODUCT_COUNT } from '../seed/demo';

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
      reset: { type: 'boolean', default: false },
    },
  });
  const productCount = Number(values.products);
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`--products must be a positive whole number, got ${values.products}`);

  const settings = serverSettings();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'pglite') });
  console.log(`[seed] ${handle.kind} database opened (${elapsed()})`);
  try {
    await handle.migrate();
    console.log(`[seed] migrated (${elapsed()})`);
    if (values.reset) {
      await resetDatabase(handle.db);
      console.log(`[seed] every table emptied (${elapsed()})`);
    }
    const [existing] = await handle.db.select({ n: count() }).from(products);
    if (existing.n > 0) console.log(`[seed] the database already has ${existing.n} products; pass --reset to replace them`);
    await ensureSeeded(handle.db, {
      products: productCount,
      mediaDir: settings.config.mediaDir,
      log: (message) => console.log(`[seed] ${message} (${elapsed()})`),
    });
    console.log(`[seed] done in ${elapsed()}`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
