// Deterministic seed of the marketplace. (The catalogue generator is being written; see seed tasks.)
import type { Database } from '../db/client';

export interface SeedOptions {
  /** Number of products; default DEFAULT_PRODUCT_COUNT. */
  products?: number;
  /** Where generated images are written (served under /media/). */
  mediaDir: string;
  log?: (message: string) => void;
}

export async function ensureSeeded(_db: Database, _options: SeedOptions): Promise<void> {
  throw new Error('seed not written yet');
}
