// Password reset by a 6-digit code mailed to the account (or the link in the same mail): ask for a
// code, trade the code for a reset token, choose the new password. The routes (routes/auth.ts)
// parse the request and answer; the rules and the queries are here.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { INVALID_RESET } from '../../../contract/api/account';
import { RESET_CODE_LENGTH } from '../../../contract/rules/passwords';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { findUserByEmail, normaliseEmail, type Caller } from './accounts';
import { limits } from './address-limits';
import { isKnownDevice, rememberDevice } from './known-devices';
import { hashPassword } from './passwords';
import { knownDeviceKey, strangerLimits, takeStrangerMailSlot } from './stranger-limits';
import { revokeAllTokens, sha256 } from './tokens';

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

const INVALID_CODE = 'Invalid or expired code.';

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
async function acceptCode(deps: ApiDeps, device: string | null, userId: number, session: string | undefined, code: string) {
  const reset = await openReset(deps.db, userId, inSession(session));
  if (!reset || reset.attempts >= RESET_CODE_ATTEMPTS) return null;
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

/**
 * Mails a reset code (and link) to `email` when it has an active account. It answers alike, in
 * about the same time, whether or not it has one, so it cannot be used to find accounts.
 * `session` is the reset session: a random secret the client keeps for one reset (the storefront
 * seals it in its reset cookie); the code mailed for a request is tried only with that secret.
 */
export async function requestResetCode(deps: ApiDeps, caller: Caller, email: string, session: string | undefined): Promise<void> {
  const address = normaliseEmail(email);
  const { ip } = caller;
  await deps.limiter.hit([`forgot:ip:${ip}`], limits.forgotPerIp);
  await deps.limiter.hit([`forgot:email-ip:${address}|${ip}`], limits.forgotPerEmail);
  const started = Date.now();
  const found = await findUserByEmail(deps.db, address);
  const known = found !== null && (await isKnownDevice(deps.db, found.id, caller.device));
  // A stranger's mails to one mailbox are spaced out; while one waits, the answer is the same
  // and nothing is mailed (unknown emails take the same path, so they answer alike).
  const mailNow = known || (await takeStrangerMailSlot(deps.limiter, address));
  const user = found && found.status === 'active' && mailNow ? found : null;
  // The same answer whether or not the email has an account, so it cannot be used to find
  // accounts: both paths make and hash a code and run the same transaction (which finds nothing
  // to replace for an unknown email), and the answer waits for a common floor that also covers
  // the mail the known path sends.
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const codeHash = sha256(code);
  // The mail also links to the reset with a secret too long to guess, which needs none of the
  // strangers' code guesses: the owner on a new browser is never held up by them.
  const linkToken = randomBytes(32).toString('base64url');
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
}

export interface VerifiedCode {
  token: string;
  email: string;
  expiresAt: Date;
}

/** Trades the mailed code of reset session `session` for a reset token (422 when it is wrong or spent). */
export async function verifyResetCode(deps: ApiDeps, caller: Caller, email: string, session: string | undefined, code: string): Promise<VerifiedCode> {
  const identifier = normaliseEmail(email);
  const { ip } = caller;
  await deps.limiter.hit([`verify:ip:${ip}`], limits.verifyPerIp);
  await deps.limiter.hit([`verify:id-ip:${identifier}|${ip}`], limits.verifyPerIdentifier);
  const user = await findUserByEmail(deps.db, identifier);
  if (!user) throw new ApiError(422, INVALID_CODE, { code: [INVALID_CODE] });

  const reset = await acceptCode(deps, caller.device, user.id, session, code);
  if (!reset) throw new ApiError(422, INVALID_CODE, { code: [INVALID_CODE] });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await deps.db
    .update(passwordResets)
    .set({ resetTokenHash: sha256(token), expiresAt })
    .where(eq(passwordResets.id, reset.id));
  return { token, email: user.email, expiresAt };
}

/** What proves the reset: the link's token, or the mailed code itself (tried like verifyResetCode's). */
export type ResetProof = { token: string } | { code: string; session: string | undefined };

/**
 * Sets the new password once the proof holds (422 otherwise), signs the account out everywhere and
 * answers the caller's device token, now known to the account.
 */
export async function resetPassword(deps: ApiDeps, caller: Caller, email: string, proof: ResetProof, password: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  const invalid = () => new ApiError(422, INVALID_RESET, { token: [INVALID_RESET] });
  if (!user) throw invalid();

  if ('token' in proof) {
    // A 256-bit secret: looked up by its hash, no guessing budget needed.
    if (!(await openReset(deps.db, user.id, eq(passwordResets.resetTokenHash, sha256(proof.token))))) throw invalid();
  } else {
    // The link may carry the emailed code itself; it counts against the same attempts.
    await deps.limiter.hit([`verify:id-ip:${user.email}|${caller.ip}`], limits.verifyPerIdentifier);
    if (!(await acceptCode(deps, caller.device, user.id, proof.session, proof.code))) throw invalid();
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.userId, user.id));
  });
  // Whoever knew the old password is signed out everywhere.
  await revokeAllTokens(deps.db, user.id);
  // The browser that proved the mailbox is known to the account from now on, like one that
  // signed in, so strangers' login throttle does not hold the owner who just reset from it.
  return rememberDevice(deps.db, user.id, caller.device);
}
