// One migrated and seeded database per test run, copied for each test file: a PGlite data
// directory by default, a PostgreSQL template database when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const templateRoot = path.join(repoRoot, '.data', 'test-template');
export const templatePgliteDir = path.join(templateRoot, 'pglite');
export const templateMediaDir = path.join(templateRoot, 'media');
export const templateStampFile = path.join(templateRoot, 'STAMP');
/** Every database a PostgreSQL test run makes starts with this. */
export const PG_TEST_PREFIX = 'marketplace_test_';

/** The run's template database, named by the global setup and read by the test files' processes. */
export function pgTemplateName(): string {
  const name = process.env.MARKETPLACE_PG_TEMPLATE;
  if (!name) throw new Error('MARKETPLACE_PG_TEMPLATE is not set: the global setup did not run');
  return name;
}

/** Products in the test catalogue: the real seed, at its default size. */
export const TEST_PRODUCT_COUNT = 2000;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Changes whenever the migrations or the seed change, so a stale template is rebuilt. */
export function templateStamp(): string {
  const hash = createHash('sha256');
  const sources = [path.join(repoRoot, 'upstream/drizzle'), path.join(repoRoot, 'upstream/src/seed')];
  for (const file of sources.flatMap(listFiles).sort()) hash.update(file).update(readFileSync(file));
  hash.update(String(TEST_PRODUCT_COUNT));
  return hash.digest('hex');
}

export function templateIsFresh(): boolean {
  return existsSync(templateStampFile) && readFileSync(templateStampFile, 'utf8') === templateStamp();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
