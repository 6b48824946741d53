import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { ensureSeeded } from '../src/seed';
import {
  PG_TEST_PREFIX,
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
  // Named per run, so that two runs against one server never share or drop each other's databases.
  const template = `${PG_TEST_PREFIX}template_${process.pid}_${Date.now()}`;
  process.env.MARKETPLACE_PG_TEMPLATE = template;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Leftovers of interrupted runs: any test database nobody is connected to.
    const { rows } = await admin.query<{ datname: string }>(
      `select d.datname from pg_database d
        where d.datname like $1
          and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
      [`${PG_TEST_PREFIX}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`alter database "${datname}" is_template false`);
      await admin.query(`drop database if exists "${datname}"`);
    }
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
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
