// Known devices: a random token the API hands a browser at a successful login, stored hashed
// against the account. The storefront keeps it in a sealed HttpOnly cookie and forwards it (server
// to server) as X-Device-Token; a request that carries one known to the account comes from a
// browser that has signed in to it before, and skips the throttles meant for strangers.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { knownDevices } from '../db/schema';
import { sha256 } from './tokens';

export const DEVICE_TOKEN_HEADER = 'x-device-token';

/** 32 random bytes in base64url: what rememberDevice hands out. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The device token the request carries, when it has the shape of one. */
export function deviceTokenOf(c: Context<AppEnv>): string | null {
  const value = c.req.header(DEVICE_TOKEN_HEADER)?.trim() ?? '';
  return TOKEN_SHAPE.test(value) ? value : null;
}

export async function isKnownDevice(db: Database, userId: number, token: string | null): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, sha256(token))))
    .limit(1);
  return Boolean(row);
}

/**
 * After a successful login: the browser's token (or a new one when it brought none) becomes known
 * to this account. One token per browser serves every account signed in from it.
 */
export async function rememberDevice(db: Database, userId: number, token: string | null): Promise<string> {
  const kept = token ?? randomBytes(32).toString('base64url');
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: sha256(kept) })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastSeenAt: sql`now()` } });
  return kept;
}
