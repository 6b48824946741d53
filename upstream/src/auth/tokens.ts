// Bearer tokens: 32 random bytes handed to the client once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../account/db';
import { accessTokens, users } from '../db/schema';
import type { AuthUser } from '../context';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueToken(db: Database, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(accessTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

export async function findTokenUser(db: Database, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      id: users.id,
      email: users.email,
      name: users.name,
      userType: users.userType,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || row.status !== 'active') return null;
  return { id: row.id, email: row.email, name: row.name, userType: row.userType, tokenId: row.tokenId };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Ends every session of the user at once (inside the caller's transaction when given one). */
export async function revokeAllTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
