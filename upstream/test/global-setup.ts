import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { ensureSeeded } from '../src/seed';
import {
  PG_TEMPLATE_DB,
  TEST_PRODUCT_COUNT,
  templateIsFresh,
  templateMediaDir,
  templatePgliteDir,
  templateRoot,
  templateStamp,
  templateStampFile,
  withDatabase,
} from './template';

// Built beside the template and swapped in at the end, so two runs at once never share a half-built one.
async function buildPgliteTemplate() {
  const building = `${templateRoot}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(building, path.basename(templatePgliteDir)) });
  await handle.migrate();
  await ensureSeeded(handle.db, {
    products: TEST_PRODUCT_COUNT,
    mediaDir: path.join(building, path.basename(templateMediaDir)),
  });
  await handle.close();
  writeFileSync(path.join(building, path.basename(templateStampFile)), templateStamp());
  rmSync(templateRoot, { recursive: true, force: true });
  renameSync(building, templateRoot);
}

async function buildPostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Leftovers of an interrupted run: test databases and the old template.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'marketplace_test_%'`,
    );
    for (const { datname } of rows) {
      if (datname === PG_TEMPLATE_DB) await admin.query(`alter database "${datname}" is_template false`);
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${PG_TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB) });
  await handle.migrate();
  mkdirSync(templateRoot, { recursive: true });
  await ensureSeeded(handle.db, { products: TEST_PRODUCT_COUNT, mediaDir: templateMediaDir });
  await handle.close();
}

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await buildPostgresTemplate(url);
  else if (!templateIsFresh()) await buildPgliteTemplate();
}
