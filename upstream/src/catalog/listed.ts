// Which products buyers see: active ones only (drafts and archived products are the seller's).
// Written as a literal, not a parameter, so the planner matches it to the public lists' partial
// indexes (schema.ts) whatever plan it keeps.
import { sql } from 'drizzle-orm';
import { products } from '../db/schema';

export const isListed = sql`${products.status} = 'active'`;
