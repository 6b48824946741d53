// Shared by the cart, checkout and address route handlers: answers, the session-ended case, and
// the mirror of a signed-in buyer's cart changes at the API.
import 'server-only';
import { NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/session/config';
import type { ServerSession } from '@/lib/session/session';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/client';
import { checkoutMessages } from '@/lib/validation/cart';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function json<T>(body: T, status = 200): NextResponse<T> {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export function message(text: string, status: number) {
  return json({ message: text }, status);
}

export const isUnauthorised = (error: UpstreamError) => error.kind === 'http' && error.status === 401;

/** The API no longer accepts the session's token: end the session here too. */
export function sessionEnded() {
  const response = message(checkoutMessages.sessionEnded, 401);
  response.cookies.delete(sessionCookieName());
  return response;
}

/**
 * Keeps the buyer's cart at the API in step with the cookie. The cookie is what the storefront
 * shows and checks out, so a failure here is logged and the buyer's change stands.
 */
export async function mirrorToApi(session: ServerSession | null, what: string, call: (token: string) => Promise<UpstreamResult<unknown>>) {
  if (!session) return;
  try {
    const result = await call(session.accessToken);
    if (!result.ok) console.warn(`[cart] ${what} at the API failed`, { kind: result.error.kind, status: result.error.status, message: result.error.message });
  } catch (error) {
    console.warn(`[cart] ${what} at the API failed`, error);
  }
}
