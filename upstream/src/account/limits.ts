// Per-IP limits on the public account forms (newsletter, contact), which anyone can post to, and
// per-buyer limits on a signed-in buyer's reports of reviews.
import type { RateLimitRule } from '../http/rate-limit';

export const publicFormLimits = {
  newsletterPerIp: { limit: 10, windowMs: 60_000 },
  contactPerIp: { limit: 5, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/** A buyer's reports of reviews (POST /reviews/{id}/report). */
export const reviewReportLimit = { limit: 10, windowMs: 60_000 } satisfies RateLimitRule;

export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again in a minute.';
