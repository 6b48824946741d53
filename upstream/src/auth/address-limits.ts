// How often one address (or one address with one account) may try the account calls. What
// strangers may do to one account from anywhere is in stranger-limits.ts.
import type { RateLimitRule } from '../http/rate-limit';

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
