// Opens the marketplace database: PostgreSQL when a URL is given, embedded PGlite otherwise.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * upstream/drizzle: two folders up from this file when it runs as source (upstream/src/db), one up
 * from the built bundle (upstream/dist/server.cjs, scripts/build-api.mjs).
 */
export const migrationsFolder =
  [path.resolve(__dirname, '../../drizzle'), path.resolve(__dirname, '../drizzle')].find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ??
  path.resolve(__dirname, '../../drizzle');

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite whose statements take turns with the event loop: one statement (or one transaction) at a
 * time, first come first served, with a turn of the event loop before each.
 *
 * Why: PGlite runs every statement synchronously on this thread, and its own queue hands the
 * connection from one statement to the next in promise callbacks, which Node runs without
 * returning to the event loop. Under load the loop then went hundreds of milliseconds without
 * reading a socket, and libuv accepts one new connection per loop turn: at 50 connections, some
 * waited over ten seconds to be accepted (the benchmark's timeouts) while every request that got
 * in was answered in well under a second. Taking turns keeps each loop turn to one statement.
 */
class TurnTakingPGlite extends PGlite {
  private lastTurn: Promise<unknown> | undefined;

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = (this.lastTurn ?? Promise.resolve()).then(nextLoopTurn).then(run);
    this.lastTurn = result.catch(() => undefined);
    return result;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.inTurn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.inTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.inTurn(() => super.transaction(callback));
  }
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string;
}

// PostgreSQL's codes for an ended or refused connection (admin shutdown, crash shutdown, cannot
// connect now, connection exceptions) and the socket's own; a query error carries them in `cause`.
const CONNECTION_LOST = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** Whether the error is the database's connection ending (a restart, a failover), not the query's fault. */
export function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST.has(code)) return true;
    if (/Connection terminated|connection .*closed/i.test(current.message)) return true;
  }
  return false;
}

/** Whether the error is a unique index refusing a second row (`constraint`: that index only). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === constraint || current.message.includes(constraint))) return true;
  }
  return false;
}

const isRead = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
};

/**
 * After a restart the pool may still hold connections the server ended before their error event
 * removed them. A read that meets one is tried again on another connection (it changed nothing),
 * up to three times; a write is not, and its request answers 503 for the client to retry.
 */
const LOST_CONNECTION_TRIES = 3;

function retryReadsOnLostConnections(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await query(...args);
      } catch (error) {
        // Each dead connection is dropped as it fails; a few tries outlast the ones left in the pool.
        if (attempt >= LOST_CONNECTION_TRIES || !isConnectionLost(error) || !isRead(args[0])) throw error;
      }
    }
  };
}

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator) is reported here;
    // without a listener node-postgres rethrows it and the process dies. The pool replaces it.
    pool.on('error', (error) => console.error('[db] an idle database connection ended:', error.message));
    retryReadsOnLostConnections(pool);
    // Money columns are numeric; node-postgres hands them over as strings and drizzle's
    // mode: 'number' turns them into numbers.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new TurnTakingPGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
