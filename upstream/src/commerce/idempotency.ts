// Idempotency-Key: the first answer to a request is stored with a hash of its body, and the same key
// from the same user replays it. The row is written in the same transaction as the order, so its
// primary key (user_id, key) is what makes two concurrent identical requests produce one order.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/envelope';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 200;

const KEY_REUSED_MESSAGE = 'Idempotency-Key reused with a different request.';

/** The header's value, or null when the request does not carry one. */
export function readIdempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (key.length < 1 || key.length > MAX_KEY_LENGTH) {
    const message = `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`;
    throw new ApiError(422, message, { [IDEMPOTENCY_HEADER]: [message] });
  }
  return key;
}

/** JSON with object keys sorted at every level, so that key order does not change the hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The stored answer for this key, or null when the key is new. A key first used with a different
 * body is a 409: replaying the other request's answer would be wrong, and so would a second order.
 */
export async function findStoredAnswer(db: Database, userId: number, key: string, hash: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError(409, KEY_REUSED_MESSAGE);
  return { status: row.responseStatus, body: row.responseBody };
}

/**
 * Claims the key inside the caller's transaction. False means another request holds it (in
 * PostgreSQL the insert waits for that request's transaction to finish first).
 */
export async function claimKey(db: Database, userId: number, key: string, hash: string): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    // Placeholder answer, replaced by the real one before the transaction commits.
    .values({ userId, key, requestHash: hash, responseStatus: 0, responseBody: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function storeAnswer(db: Database, userId: number, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
