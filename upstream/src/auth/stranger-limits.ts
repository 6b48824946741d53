// What strangers (requests without a known device of the account, see known-devices.ts) may do to
// one account, however many addresses they come from: the arithmetic is in docs/security.md,
// "Issue 30: account recovery and login".
import type { RateLimiter, RateLimitRule } from '../http/rate-limit';
import { sha256 } from './tokens';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const strangerLimits = {
  // Wrong passwords per account: a burst, then a daily cap (a botnet's new address per try is
  // still one stranger to the account).
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccountDaily: { limit: 50, windowMs: DAY },
  // Wrong reset codes per account. 6 per 30 days is at most 6 x 14 = 84 guesses in any year (a
  // year touches at most 14 such windows), each right with chance about 1 in 1,000,000.
  codeGuessesPerAccount: { limit: 6, windowMs: 30 * DAY },
  // A known device is trusted, not unlimited: should its cookie be stolen, it guesses no faster
  // than this, from however many addresses.
  loginPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE },
  codeGuessesPerKnownDevice: { limit: 10, windowMs: DAY },
} satisfies Record<string, RateLimitRule>;

/** The counter key of a known device on an account (the token's hash, never the token). */
export const knownDeviceKey = (userId: number, token: string) => `${userId}|${sha256(token)}`;

/** The first mail waits for nobody; after the n-th the next waits 2^(n-1) minutes. */
export const MAIL_BACKOFF_FIRST_MS = MINUTE;
/** The back-off starts over a day after the first mail of its series. */
export const MAIL_BACKOFF_SERIES_MS = DAY;

/**
 * Whether a reset code may be mailed to `mailbox` for a stranger now: after the n-th mail of a
 * series the next waits 2^(n-1) minutes (1, 2, 4, 8 ...: at most 11 in a day), and it is never
 * refused for good. Of two requests at once only one takes the slot.
 */
export async function takeStrangerMailSlot(limiter: RateLimiter, mailbox: string): Promise<boolean> {
  const holdKey = `forgot:mail-hold:${mailbox}`;
  if ((await limiter.count(holdKey)) > 0) return false;
  const seriesKey = `forgot:mail-series:${mailbox}`;
  const sent = await limiter.count(seriesKey);
  // The race guard for this step of the series; only its first taker mails.
  if ((await limiter.increment(`forgot:mail-step:${mailbox}|${sent}`, MAIL_BACKOFF_FIRST_MS)) !== 1) return false;
  await limiter.increment(seriesKey, MAIL_BACKOFF_SERIES_MS);
  await limiter.increment(holdKey, MAIL_BACKOFF_FIRST_MS * 2 ** sent);
  return true;
}
