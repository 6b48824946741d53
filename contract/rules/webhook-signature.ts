// The signature of the API's revalidation notices, written once for both programs: the API signs
// (upstream/src/http/storefront-notify.ts), the storefront checks (app/api/revalidate).
//
// `x-signature: t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">`. The time is signed
// with the body, so a notice copied off the wire is refused once it is NOTICE_MAX_AGE_S old, and
// within that window the storefront refuses it a second time by its signature (a replay).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
/** How old (or how far ahead, for clocks that differ) a notice may be: the API sends at once. */
export const NOTICE_MAX_AGE_S = 5 * 60;
/** The most events one notice carries: the storefront refuses a larger one, so the API sends more notices. */
export const NOTICE_MAX_EVENTS = 500;

const hmac = (secret: string, timestamp: number, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();

export function signNotice(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},sha256=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

export type NoticeCheck =
  /** `id` names this notice (its signature) for the replay check; it is not worth remembering after `expiresAt` (ms). */
  { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'unsigned' | 'stale' };

/** Whether `header` signs `rawBody` with `secret`, recently enough; compared in constant time. */
export function checkNotice(secret: string | undefined, rawBody: string, header: string | null, now = Date.now()): NoticeCheck {
  const match = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!secret || !match) return { ok: false, reason: 'unsigned' };
  const timestamp = Number(match[1]);
  const expected = hmac(secret, timestamp, rawBody);
  const given = Buffer.from(match[2], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'unsigned' };
  if (Math.abs(now / 1000 - timestamp) > NOTICE_MAX_AGE_S) return { ok: false, reason: 'stale' };
  return { ok: true, id: expected.toString('hex'), expiresAt: (timestamp + NOTICE_MAX_AGE_S) * 1000 };
}
