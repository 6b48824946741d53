// Per-IP limits on the public account forms (newsletter, contact), which anyone can post to.
import type { RateLimitRule } from '../http/rate-limit';

export const publicFormLimits = {
  newsletterPerIp: { limit: 10, windowMs: 60_000 },
  contactPerIp: { limit: 5, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again in a minute.';
