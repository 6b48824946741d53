import pg from 'pg';

// Drops this run's PostgreSQL template (test files drop their own databases as they close).
export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.MARKETPLACE_PG_TEMPLATE;
  if (!url || !template) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${template}" with (force)`);
  } finally {
    await admin.end();
  }
}
