// Accounts: open one, sign in with an email or a phone, change the password. The routes
// (routes/auth.ts) parse the request and answer; the rules and the queries are here.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalisePhone } from '../../../contract/rules/phone';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { accessTokens, roles, userRoles, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { limits } from './address-limits';
import { loadCurrentUser, type CurrentUserJson } from './current-user';
import { isKnownDevice, rememberDevice } from './known-devices';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { knownDeviceKey, strangerLimits } from './stranger-limits';
import { issueToken } from './tokens';

/** Where a request comes from: its address and the device token it carries (known-devices.ts). */
export interface Caller {
  ip: string;
  device: string | null;
}

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export function findUserByEmail(db: Database, address: string) {
  return db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(address)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Login accepts an email or a phone number in any spelling: phones are stored in E.164. */
async function findUserByLogin(db: Database, identifier: string) {
  const phone = normalisePhone(identifier);
  if (!phone) return findUserByEmail(db, identifier);
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

const emailTaken = () => new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] });

export interface Registration {
  name: string;
  email: string;
  /** In E.164, so another spelling of a taken number is still taken (issue 30). */
  phone?: string;
  userType: 'buyer' | 'seller';
  password: string;
}

/**
 * The account just created or signed in to, as the answer shows it. It cannot be missing (the row
 * was read or written a moment ago, and accounts are not deleted); if it is, that is a fault, a 500.
 */
async function accountOf(db: Database, userId: number): Promise<CurrentUserJson> {
  const user = await loadCurrentUser(db, userId);
  if (!user) throw new Error(`account ${userId} vanished while it was answered`);
  return user;
}

export async function registerAccount(deps: ApiDeps, ip: string, input: Registration): Promise<CurrentUserJson> {
  const { db } = deps;
  // Counted once the form is whole: a mistyped form costs the person nothing, every try at an
  // account (a new one, or an email already taken) does.
  await deps.limiter.hit([`register:ip:${ip}`], limits.registerPerIp, 'Too many accounts opened from this address. Please try again later.');
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  if (input.phone) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
    if (taken) throw new ApiError(422, 'The phone has already been taken.', { phone: ['The phone has already been taken.'] });
  }
  const passwordHash = await hashPassword(input.password);
  const [first, ...rest] = input.name.split(/\s+/);
  const base =
    normaliseEmail(input.email)
      .split('@')[0]
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'user';
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        username: base,
        email: normaliseEmail(input.email),
        phone: input.phone ?? null,
        passwordHash,
        userType: input.userType,
        firstName: first,
        lastName: rest.join(' ') || null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Two registrations racing for one email: the unique index decides, the loser gets the 422.
    if (!row) throw emailTaken();
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.userType)).limit(1);
    if (role) await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
    return row.id;
  });
  return accountOf(db, userId);
}

/** An error in the spec's login shape: data is a list of messages. */
export const loginError = (error: ApiError, messages = [error.message]) => new ApiError(error.status, error.message, messages, error.headers);

export interface SignedIn {
  token: string;
  expiresAt: Date;
  /** The browser's device token, now known to the account (the storefront keeps it sealed). */
  deviceToken: string;
  user: CurrentUserJson;
}

/** Signs in with an email or a phone; every error it throws has the login shape (loginError). */
export async function logIn(deps: ApiDeps, caller: Caller, login: string, password: string): Promise<SignedIn> {
  const identifier = login.trim().toLowerCase();
  const tooMany = 'Too many login attempts. Please try again later.';
  // Per account and address together, so a stranger's wrong guesses lock out only the stranger's
  // address; plus a wider cap per address across all accounts. Tries from browsers that have not
  // signed in to the account before are also counted per account, from whatever address, and
  // slowed; the owner's known device is not, so strangers cannot lock the owner out.
  const { ip, device } = caller;
  const pairKey = `login:id-ip:${identifier}|${ip}`;
  const user = await findUserByLogin(deps.db, identifier);
  const known = user !== null && (await isKnownDevice(deps.db, user.id, device));
  const accountKey = `login:strangers:${user?.id ?? identifier}`;
  const deviceKey = user && device ? `login:device:${knownDeviceKey(user.id, device)}` : '';
  try {
    await deps.limiter.hit([`login:ip:${ip}`], limits.loginPerIp, tooMany);
    await deps.limiter.hit([pairKey], limits.loginPerIdentifier, tooMany);
    if (known) {
      await deps.limiter.hit([deviceKey], strangerLimits.loginPerKnownDevice, tooMany);
    } else {
      await deps.limiter.hit([accountKey], strangerLimits.loginPerAccount, tooMany);
      await deps.limiter.hit([`${accountKey}|day`], strangerLimits.loginPerAccountDaily, tooMany);
    }
  } catch (error) {
    if (error instanceof ApiError) throw loginError(error);
    throw error;
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    throw new ApiError(401, 'Invalid credentials.', ['These credentials do not match our records.']);
  }
  // The right password from this address: its earlier failures on this account no longer count,
  // and a stranger's throttle counts wrong passwords only.
  await deps.limiter.clear(pairKey);
  await Promise.all(known ? [deps.limiter.release(deviceKey)] : [deps.limiter.release(accountKey), deps.limiter.release(`${accountKey}|day`)]);
  if (user.status !== 'active') {
    throw new ApiError(403, `This account is ${user.status}.`, [`This account is ${user.status}. Please contact support.`]);
  }
  const { token, expiresAt } = await issueToken(deps.db, user.id, deps.config.tokenTtlMs);
  // The storefront keeps it in a sealed cookie and sends it with this browser's later tries.
  const deviceToken = await rememberDevice(deps.db, user.id, device);
  return { token, expiresAt, deviceToken, user: await accountOf(deps.db, user.id) };
}

export async function changePassword(db: Database, user: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.hash, currentPassword))) {
    throw new ApiError(422, 'The current password is incorrect.', { current_password: ['The current password is incorrect.'] });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  // Other sessions end; the one that changed the password goes on.
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), sql`${accessTokens.id} <> ${user.tokenId}`));
}
