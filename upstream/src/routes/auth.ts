// Accounts: register, login (email or phone), logout, password reset by a 6-digit code, change password.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { loadCurrentUser } from '../auth/current-user';
import { requireUser } from '../auth/middleware';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { deviceTokenOf, isKnownDevice, rememberDevice } from '../auth/known-devices';
import { knownDeviceKey, strangerLimits, takeStrangerMailSlot } from '../auth/stranger-limits';
import { issueToken, revokeAllTokens, revokeToken, sha256 } from '../auth/tokens';
import type { Database } from '../db/client';
import { accessTokens, passwordResets, roles, userRoles, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { clientIp } from '../http/client-ip';
import type { RateLimitRule } from '../http/rate-limit';
import { fieldErrors, parseBody, parseWith, readJson } from '../http/validate';
import { phoneField } from '../account/fields';
import { normalisePhone } from '../../../contract/rules/phone';

const RESET_CODE_TTL_MS = 10 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/**
 * Wrong codes a reset request may try on its own code before the code dies. A code belongs to the
 * request that asked for it (its reset session), so a stranger's guesses, made in the stranger's
 * own requests, never use up the owner's.
 */
const RESET_CODE_ATTEMPTS = 5;
/** forgot-password answers no sooner than this, known email or not. */
const FORGOT_MIN_MS = 150;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const limits = {
  loginPerIdentifier: { limit: 10, windowMs: FIFTEEN_MINUTES },
  loginPerIp: { limit: 100, windowMs: FIFTEEN_MINUTES },
  // Codes asked for one email from one address. From everywhere together, mails to one mailbox are
  // spaced out instead (stranger-limits.ts), so no count of requests shuts the owner out.
  forgotPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
  // Per account and address together, like login; plus a cap per address across accounts.
  verifyPerIdentifier: { limit: 10, windowMs: FIFTEEN_MINUTES },
  verifyPerIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
  // Accounts opened from one address: a family on one connection opens a few, a script thousands
  // (and learns which emails have an account from the 'already taken' answers).
  registerPerIp: { limit: 30, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

const FILL_ALL = 'Please fill in all fields.';
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
const INVALID_CODE = 'Invalid or expired code.';
const INVALID_RESET = 'This password reset link is invalid or has expired.';

const required = (message = FILL_ALL) => z.string({ error: message }).trim().min(1, message);
const password = (message = FILL_ALL) =>
  z
    .string({ error: message })
    .min(1, message)
    .min(MIN_PASSWORD_LENGTH, TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
const email = required().max(254, 'The email is too long.').pipe(z.email('Please enter a valid email address.'));

const registerSchema = z
  .object({
    name: required().max(120, 'The name is too long.'),
    email,
    // Stored in E.164, so another spelling of a taken number is still taken (issue 30).
    phone: phoneField().optional(),
    // Anyone may open a buyer or seller account; admins are made by admins.
    user_type: z.enum(['buyer', 'seller'], { error: 'user_type must be buyer or seller.' }).default('buyer'),
    password: password(),
    password_confirmation: required(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

const loginSchema = z.object({
  email: required('Please enter your email or phone and your password.').max(254),
  password: z
    .string({ error: 'Please enter your email or phone and your password.' })
    .min(1, 'Please enter your email or phone and your password.')
    .max(MAX_PASSWORD_LENGTH),
});

/**
 * The reset session: a random secret the client keeps for one reset (the storefront seals it in its
 * reset cookie). The code mailed for a request is tried only with that request's secret.
 */
const resetSession = z.string().trim().min(16).max(200).optional().catch(undefined);

const forgotSchema = z.object({ email, reset_session: resetSession });

const verifyCodeSchema = z.object({
  identifier: required('Please enter your email.').max(254),
  code: required('Please enter the code.').max(6, 'The code has 6 digits.'),
  reset_session: resetSession,
});

const resetQuerySchema = z
  .object({
    email: required('The reset link is missing the email.').max(254),
    token: z.string().trim().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(6).optional(),
  })
  .refine((v) => v.token || v.code, { message: INVALID_RESET, path: ['token'] });

const resetBodySchema = z
  .object({ password: password(), password_confirmation: required(), reset_session: resetSession })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

const changePasswordSchema = z
  .object({
    current_password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(MAX_PASSWORD_LENGTH),
    new_password: password(),
    new_password_confirmation: required(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: 'New passwords do not match.',
    path: ['new_password_confirmation'],
  });

const normaliseEmail = (value: string) => value.trim().toLowerCase();

function findUserByEmail(c: Context<AppEnv>, address: string) {
  return c.var.deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(address)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Login accepts an email or a phone number in any spelling: phones are stored in E.164. */
async function findUserByLogin(c: Context<AppEnv>, identifier: string) {
  const phone = normalisePhone(identifier);
  if (!phone) return findUserByEmail(c, identifier);
  const [row] = await c.var.deps.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

function codesMatch(expectedHash: string, code: string): boolean {
  const a = Buffer.from(expectedHash, 'hex');
  const b = Buffer.from(sha256(code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The rows of a reset session: its secret's hash, or none (a client that sent no secret). */
const inSession = (session: string | undefined) => (session ? eq(passwordResets.sessionHash, sha256(session)) : isNull(passwordResets.sessionHash));

/** The newest open (neither used nor expired) reset of the user matching `where`, or undefined. */
async function openReset(db: Database, userId: number, where: SQL | undefined) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()), where))
    .orderBy(desc(passwordResets.id))
    .limit(1);
  return reset;
}

/**
 * The user's reset of session `session` when `code` is its code, else null. A stranger to the
 * account (no known device) spends one of the account's wrong guesses for strangers (a 429 once
 * they are spent); a wrong code counts against that session's code only.
 */
async function acceptCode(c: Context<AppEnv>, userId: number, session: string | undefined, code: string) {
  const { deps } = c.var;
  const reset = await openReset(deps.db, userId, inSession(session));
  if (!reset || reset.attempts >= RESET_CODE_ATTEMPTS) return null;
  const device = deviceTokenOf(c);
  const [key, rule] =
    device && (await isKnownDevice(deps.db, userId, device))
      ? [`verify:device:${knownDeviceKey(userId, device)}`, strangerLimits.codeGuessesPerKnownDevice]
      : [`verify:strangers:${userId}`, strangerLimits.codeGuessesPerAccount];
  // Counted before the comparison (a burst cannot all slip past), given back when it was right.
  await deps.limiter.hit([key], rule);
  if (codesMatch(reset.codeHash, code)) {
    await deps.limiter.release(key);
    return reset;
  }
  await deps.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, reset.id));
  return null;
}

/** The mail's link to the storefront's reset page (the page takes `email` and `token`), when the API knows the storefront. */
function resetLink(storefrontUrl: string | undefined, address: string, token: string): string {
  if (!storefrontUrl) return '';
  const url = new URL('/reset-password', storefrontUrl);
  url.search = new URLSearchParams({ email: address, token }).toString();
  return `\nOr open this link to choose a new password (it also expires in 10 minutes):\n${url.href}\n`;
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/auth/register', async (c) => {
    const input = await parseBody(c, registerSchema);
    // Counted once the form is whole: a mistyped form costs the person nothing, every try at an
    // account (a new one, or an email already taken) does.
    await c.var.deps.limiter.hit([`register:ip:${clientIp(c)}`], limits.registerPerIp, 'Too many accounts opened from this address. Please try again later.');
    const { db } = c.var.deps;
    if (await findUserByEmail(c, input.email)) {
      throw new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] });
    }
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
          userType: input.user_type,
          firstName: first,
          lastName: rest.join(' ') || null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Two registrations racing for one email: the unique index decides, the loser gets the 422.
      if (!row) throw new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] });
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.user_type)).limit(1);
      if (role) await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
      return row.id;
    });
    return ok(c, { user: await loadCurrentUser(db, userId) }, 'Registration successful! You can now login.', 201);
  });

  app.post('/auth/login', async (c) => {
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (error) {
      // The spec's login error shape: data is a list of messages.
      if (error instanceof ApiError) throw new ApiError(error.status, error.message, [error.message]);
      throw error;
    }
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) {
      // The spec's login error shape: data is a list of messages.
      const messages = [...new Set(Object.values(fieldErrors(parsed.error)).flat())];
      throw new ApiError(422, messages[0], messages);
    }
    const { deps } = c.var;
    const identifier = parsed.data.email.trim().toLowerCase();
    const tooMany = 'Too many login attempts. Please try again later.';
    // Per account and address together, so a stranger's wrong guesses lock out only the stranger's
    // address; plus a wider cap per address across all accounts. Tries from browsers that have not
    // signed in to the account before are also counted per account, from whatever address, and
    // slowed; the owner's known device is not, so strangers cannot lock the owner out.
    const ip = clientIp(c);
    const pairKey = `login:id-ip:${identifier}|${ip}`;
    const user = await findUserByLogin(c, identifier);
    const device = deviceTokenOf(c);
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
      if (error instanceof ApiError) throw new ApiError(error.status, error.message, [error.message], error.headers);
      throw error;
    }
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), parsed.data.password);
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
    return ok(
      c,
      {
        accessToken: token,
        token_type: 'Bearer',
        expires_at: expiresAt.toISOString(),
        device_token: deviceToken,
        user: await loadCurrentUser(deps.db, user.id),
      },
      'Login successful.',
    );
  });

  // Whether a bearer token is still good (not revoked by a logout, a password change or a suspension,
  // not expired): the storefront asks before it shows a session it keeps in a cookie.
  app.get('/auth/session', requireUser, (c) => {
    const { id, name, email, userType } = c.var.user;
    return ok(c, { user_id: id, name, email, user_type: userType }, 'Session is active.');
  });

  app.post('/auth/logout', requireUser, async (c) => {
    await revokeToken(c.var.deps.db, c.var.user.tokenId);
    return ok(c, null, 'Logged out.');
  });

  app.post('/auth/forgot-password', async (c) => {
    const input = await parseBody(c, forgotSchema);
    const { deps } = c.var;
    const address = normaliseEmail(input.email);
    const ip = clientIp(c);
    await deps.limiter.hit([`forgot:ip:${ip}`], limits.forgotPerIp);
    await deps.limiter.hit([`forgot:email-ip:${address}|${ip}`], limits.forgotPerEmail);
    const message = 'Reset code sent! Please check your email for the reset code.';
    const started = Date.now();
    const found = await findUserByEmail(c, address);
    const known = found !== null && (await isKnownDevice(deps.db, found.id, deviceTokenOf(c)));
    // A stranger's mails to one mailbox are spaced out; while one waits, the answer is the same
    // and nothing is mailed (unknown emails take the same path, so they answer alike).
    const mailNow = known || (await takeStrangerMailSlot(deps.limiter, address));
    const user = found && found.status === 'active' && mailNow ? found : null;
    // The same answer whether or not the email has an account, so it cannot be used to find
    // accounts: both paths make and hash a code and run the same transaction (which finds nothing
    // to replace for an unknown email), and the answer waits for a common floor that also covers
    // the mail the known path sends.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = sha256(code);
    // The mail also links to the reset with a secret too long to guess, which needs none of the
    // strangers' code guesses: the owner on a new browser is never held up by them.
    const linkToken = randomBytes(32).toString('base64url');
    const session = input.reset_session;
    await deps.db.transaction(async (tx) => {
      // A new code replaces the earlier one of the same reset session only: others' requests
      // never end the owner's code.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, user?.id ?? 0), isNull(passwordResets.usedAt), inSession(session)));
      if (user) {
        await tx.insert(passwordResets).values({
          userId: user.id,
          codeHash,
          resetTokenHash: sha256(linkToken),
          sessionHash: session ? sha256(session) : null,
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
        });
      }
    });
    if (user) {
      await deps.mailer.send(deps.db, {
        to: user.email,
        subject: 'Your password reset code',
        body: `Hello ${user.name},\n\nYour password reset code is ${code}. It expires in 10 minutes.\n${resetLink(deps.config.storefrontUrl, user.email, linkToken)}\nIf you did not ask to reset your password, you can ignore this email.\n`,
      });
    }
    const wait = started + FORGOT_MIN_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return ok(c, null, message);
  });

  app.post('/auth/verify-reset-code', async (c) => {
    const input = await parseBody(c, verifyCodeSchema);
    const { deps } = c.var;
    const identifier = normaliseEmail(input.identifier);
    const ip = clientIp(c);
    await deps.limiter.hit([`verify:ip:${ip}`], limits.verifyPerIp);
    await deps.limiter.hit([`verify:id-ip:${identifier}|${ip}`], limits.verifyPerIdentifier);
    const user = await findUserByEmail(c, identifier);
    if (!user) throw new ApiError(422, INVALID_CODE, { code: [INVALID_CODE] });

    const reset = await acceptCode(c, user.id, input.reset_session, input.code);
    if (!reset) throw new ApiError(422, INVALID_CODE, { code: [INVALID_CODE] });
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
    await deps.db
      .update(passwordResets)
      .set({ resetTokenHash: sha256(token), expiresAt })
      .where(eq(passwordResets.id, reset.id));
    return ok(c, { token, email: user.email, expires_at: expiresAt.toISOString() }, 'Code verified successfully!');
  });

  app.post('/auth/reset-password', async (c) => {
    const query = parseWith(resetQuerySchema, c.req.query());
    const input = await parseBody(c, resetBodySchema);
    const { deps } = c.var;
    const user = await findUserByEmail(c, query.email);
    const invalid = () => new ApiError(422, INVALID_RESET, { token: [INVALID_RESET] });
    if (!user) throw invalid();

    if (query.token) {
      // A 256-bit secret: looked up by its hash, no guessing budget needed.
      if (!(await openReset(deps.db, user.id, eq(passwordResets.resetTokenHash, sha256(query.token))))) throw invalid();
    } else {
      // The link may carry the emailed code itself; it counts against the same attempts.
      const ip = clientIp(c);
      await deps.limiter.hit([`verify:id-ip:${user.email}|${ip}`], limits.verifyPerIdentifier);
      if (!(await acceptCode(c, user.id, input.reset_session, query.code ?? ''))) throw invalid();
    }
    const passwordHash = await hashPassword(input.password);
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.userId, user.id));
    });
    // Whoever knew the old password is signed out everywhere.
    await revokeAllTokens(deps.db, user.id);
    // The browser that proved the mailbox is known to the account from now on, like one that
    // signed in, so strangers' login throttle does not hold the owner who just reset from it.
    const deviceToken = await rememberDevice(deps.db, user.id, deviceTokenOf(c));
    return ok(c, { device_token: deviceToken }, 'Your password has been reset. You can now log in.');
  });

  app.post('/auth/change-password', requireUser, async (c) => {
    const input = await parseBody(c, changePasswordSchema);
    const { deps, user } = c.var;
    const [row] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row || !(await verifyPassword(row.hash, input.current_password))) {
      throw new ApiError(422, 'The current password is incorrect.', { current_password: ['The current password is incorrect.'] });
    }
    const passwordHash = await hashPassword(input.new_password);
    await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Other sessions end; the one that changed the password goes on.
    await deps.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), sql`${accessTokens.id} <> ${user.tokenId}`));
    return ok(c, null, 'Password updated successfully!');
  });

  return app;
}
