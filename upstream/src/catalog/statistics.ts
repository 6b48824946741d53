// Planner statistics for the catalogue, to be refreshed after a bulk load (the seed).
//
// Embedded PGlite runs no autovacuum, so a freshly seeded database has no statistics at all and
// never gets any. Without them PostgreSQL guesses that a category page matches a handful of rows
// and reads every matching product to sort them (~30 ms at 100,000 products) instead of walking
// the (category_id, base_price, id) index and stopping after the page (~1 ms). VACUUM also sets the
// visibility map, which lets counts over those indexes skip the table.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** VACUUM ANALYZE of the whole database. Must run outside a transaction (e.g. after the seed's). */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
