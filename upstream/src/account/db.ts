// Helpers shared by the account routes for working inside transactions.
import type { Database } from '../db/client';

/** The database or an open transaction: helpers that must join the caller's transaction take this. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** ISO 8601 for answers; the storefront formats dates for display. */
export const isoDate = (value: Date) => value.toISOString();
