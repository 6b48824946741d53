// Whether the API still honours a session's bearer token. The session cookie is a sealed JWT that
// outlives a logout elsewhere: a copy of it (another tab's, a stolen one) still opens until it
// expires. So before the storefront shows a session (the header's name, /api/auth/session, an
// account page) it asks the API (GET /auth/session), which refuses a token revoked by a logout, a
// password change or reset, or a suspension.
//
// The answer is remembered for LIVE_FOR_MS per token in this process, so a buyer browsing costs the
// API one cheap call every few seconds, not one per request; a logout forgets its token at once in
// every storefront instance (lib/instances/broadcast.ts: through Redis when there are several). When the API cannot be reached
// the session is kept: the buyer still sees who they are, and every call that reads their data
// goes to the API, which refuses a revoked token anyway.
import 'server-only';
import { createHash } from 'node:crypto';
import { broadcast, listen } from '@/lib/instances/broadcast';
import { logout, sessionStatus } from '@/lib/upstream/auth';
import { isForbidden, isUnauthorised } from '@/lib/upstream/client';

const LIVE_FOR_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** sha-256 of the token → when its "live" answer stops counting. */
const checked = new Map<string, number>();
const ended = new Set<string>();

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function remember(key: string, until: number) {
  if (checked.size >= MAX_ENTRIES) {
    // The oldest entry goes first (a Map iterates in insertion order).
    const oldest = checked.keys().next().value;
    if (oldest !== undefined) checked.delete(oldest);
  }
  checked.delete(key);
  checked.set(key, until);
}

/**
 * Whether the API still accepts this token; false only when it says so (401). `fresh` asks the API
 * even when a recent answer was "live": for a page that has just been refused by the API.
 */
export async function isSessionLive(token: string, { now = Date.now(), fresh = false }: { now?: number; fresh?: boolean } = {}): Promise<boolean> {
  const key = keyOf(token);
  if (ended.has(key)) return false;
  const until = checked.get(key);
  if (!fresh && until !== undefined && until > now) return true;
  const result = await sessionStatus(token);
  if (!result.ok && (isUnauthorised(result.error) || isForbidden(result.error))) {
    markEnded(key);
    return false;
  }
  // Live, or not known because the API is unreachable or failing: keep the session, ask again soon.
  remember(key, now + LIVE_FOR_MS);
  return true;
}

function markEnded(key: string) {
  checked.delete(key);
  if (ended.size >= MAX_ENTRIES) ended.clear();
  ended.add(key);
}

/** The message every instance hears when a session ends: the token's hash, never the token. */
const SESSION_ENDED = 'session-ended';
void listen(SESSION_ENDED, markEnded);

/** A logout: the token is refused at once here and in every other instance, without asking the API. */
export async function forgetSession(token: string): Promise<void> {
  await broadcast(SESSION_ENDED, keyOf(token));
}

/** Ends a session for good: the API revokes the token, and every instance refuses it at once. */
export async function revokeSession(token: string): Promise<void> {
  await Promise.all([forgetSession(token), logout(token)]);
}
