// The known-device cookie: the token the API hands a browser at a successful login, sealed
// (iron-session) in an HttpOnly cookie and sent back to the API, server to server, with this
// browser's later logins and password resets. The API lets such a browser past the throttles it
// keeps for strangers to the account, so strangers cannot lock the owner out (docs/security.md,
// "Issue 30: account recovery and login"). Browser JavaScript never sees the token.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { NextResponse } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { sealSecret } from './config';
import { cookieValue, ownCookieOptions } from '@/lib/settings/cookies';

export const KNOWN_DEVICE_COOKIE = 'known_device';
/** A browser stays known for a year after its last sign-in. */
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

const deviceTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The device token a request's cookie carries; null when it is missing or does not unseal. */
export async function readKnownDevice(cookieHeader: string | null | undefined): Promise<string | null> {
  const seal = cookieValue(cookieHeader ?? null, KNOWN_DEVICE_COOKIE);
  if (!seal) return null;
  try {
    const parsed = deviceTokenSchema.safeParse(await unsealData<unknown>(seal, { password: sealSecret(), ttl: KNOWN_DEVICE_MAX_AGE_S }));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // A broken cookie is a browser the API does not know, not a failure of the login.
    console.warn('[known-device] unreadable cookie:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The device token of a route handler's request. */
export function knownDeviceOf(request: Request): Promise<string | null> {
  return readKnownDevice(request.headers.get('cookie'));
}

/** Sets the cookie that keeps `token` in this browser. */
export async function writeKnownDevice(response: NextResponse, token: string): Promise<void> {
  const seal = await sealData(token, { password: sealSecret(), ttl: KNOWN_DEVICE_MAX_AGE_S });
  response.cookies.set(KNOWN_DEVICE_COOKIE, seal, { ...ownCookieOptions(), maxAge: KNOWN_DEVICE_MAX_AGE_S });
}

/** `response` (next-auth's) with the cookie that keeps `token` in this browser. */
export async function withKnownDeviceCookie(response: Response, token: string): Promise<NextResponse> {
  const kept = new NextResponse(response.body, { status: response.status, headers: response.headers });
  await writeKnownDevice(kept, token);
  return kept;
}

// next-auth's authorize() learns the token and returns only the user to next-auth; the route
// around next-auth sets the cookie. The hand-over is scoped to that one request.
const handOver = new AsyncLocalStorage<{ token: string | null }>();

/** Runs next-auth for one request and answers its response and the device token a login handed over. */
export async function withKnownDeviceHandOver(work: () => Promise<Response>): Promise<{ response: Response; deviceToken: string | null }> {
  const slot = { token: null as string | null };
  const response = await handOver.run(slot, work);
  return { response, deviceToken: slot.token };
}

/** Called by authorize() after a successful login. */
export function handOverKnownDevice(token: string | undefined): void {
  const slot = handOver.getStore();
  if (slot && isDeviceToken(token)) slot.token = token;
}

export const isDeviceToken = (token: string | null | undefined): token is string => deviceTokenSchema.safeParse(token).success;
