// Fast batched inserts: one array parameter per column, unnested by the database
// (`insert ... select * from unnest($1::integer[], $2::text[], ...)`), which is several times
// quicker than a multi-row VALUES list with one parameter per cell, on PGlite and PostgreSQL.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The type an array parameter is cast to: array columns travel as their text literals. */
function paramType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type.endsWith('[]')) return 'text[]';
  if (type === 'serial') return 'integer[]';
  return `${type}[]`;
}

export async function bulkInsert<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][], batchSize = 1000): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => columns[key] !== undefined);
  const names = sql.raw(keys.map((key) => `"${columns[key].name}"`).join(', '));
  const aliases = keys.map((_, i) => `c${i}`);
  const selected = sql.raw(
    keys
      .map((key, i) => {
        const type = columns[key].getSQLType();
        return type.endsWith('[]') ? `${aliases[i]}::${type}` : aliases[i];
      })
      .join(', '),
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Record<string, unknown>[];
    const params: SQL[] = keys.map((key) => {
      const column = columns[key];
      const values = batch.map((row) => {
        const value = row[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(paramType(column))}`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${selected} from unnest(${sql.join(params, sql`, `)}) as t(${sql.raw(aliases.join(', '))})`,
    );
  }
}
