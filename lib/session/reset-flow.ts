// The password-reset flow's state between its three screens: the email typed on "Reset Password",
// the reset session's secret and, once the code is verified, the API's reset token. Sealed with
// iron-session in an httpOnly cookie, so the token never reaches browser JavaScript and the email
// is not taken from the URL.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { cookieValue, ownCookieOptions } from '@/lib/settings/cookies';
import { sealSecret } from './config';

export const RESET_FLOW_COOKIE = 'reset_flow';
/** The whole flow must be finished within 15 minutes (the emailed code itself lasts 10). */
export const RESET_FLOW_MAX_AGE_S = 15 * 60;

const resetFlowSchema = z.object({
  email: z.string().min(1),
  /**
   * The reset session: a random secret the API binds the emailed code to, so only this flow can
   * use its code and strangers' wrong guesses, made in flows of their own, never use it up.
   */
  session: z.string().min(16),
  token: z.string().min(1).optional(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});

export type ResetFlow = z.infer<typeof resetFlowSchema>;

/** A new flow for this email: any earlier state (and token) is dropped. */
export function startResetFlow(email: string, now = Date.now()): ResetFlow {
  return { email, session: randomBytes(32).toString('base64url'), expiresAt: now + RESET_FLOW_MAX_AGE_S * 1000 };
}

/** Opens a sealed value; null when it is missing, tampered with, sealed with another secret or expired. */
export async function openResetFlow(seal: string | undefined | null, now = Date.now()): Promise<ResetFlow | null> {
  if (!seal) return null;
  let data: unknown;
  try {
    data = await unsealData<unknown>(seal, { password: sealSecret(), ttl: RESET_FLOW_MAX_AGE_S });
  } catch (error) {
    // A malformed cookie is a missing flow, not a failure of the page.
    console.warn('[reset-flow] unreadable cookie:', error instanceof Error ? error.message : error);
    return null;
  }
  const parsed = resetFlowSchema.safeParse(data);
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}

/** The flow carried by a route handler's request. */
export function readResetFlow(request: Request): Promise<ResetFlow | null> {
  return openResetFlow(cookieValue(request.headers.get('cookie'), RESET_FLOW_COOKIE));
}

/** The flow as a server component sees it (request scope). */
export async function readResetFlowCookie(): Promise<ResetFlow | null> {
  const store = await cookies();
  return openResetFlow(store.get(RESET_FLOW_COOKIE)?.value);
}

/** Seals the flow into the response's cookie; it lives until the flow's own expiry. */
export async function writeResetFlow(response: NextResponse, flow: ResetFlow, now = Date.now()): Promise<void> {
  const seal = await sealData(flow, { password: sealSecret(), ttl: RESET_FLOW_MAX_AGE_S });
  const maxAge = Math.max(1, Math.min(RESET_FLOW_MAX_AGE_S, Math.ceil((flow.expiresAt - now) / 1000)));
  response.cookies.set(RESET_FLOW_COOKIE, seal, { ...ownCookieOptions(), maxAge });
}

export function clearResetFlow(response: NextResponse): void {
  response.cookies.set(RESET_FLOW_COOKIE, '', { ...ownCookieOptions(), maxAge: 0 });
}
