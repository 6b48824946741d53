// The server's view of the session. Pages and route handlers check it again whatever the proxy did.
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { handlers, pages } from '@/lib/routing/urls';
import { sessionCookieName } from './config';
import { isSessionLive } from './liveness';
import { decodeSessionToken } from './token';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  userType: 'buyer' | 'seller' | 'admin';
}

export interface ServerSession {
  user: SessionUser;
  /** The API's bearer token: server-only, never serialised to a client component. */
  accessToken: string;
}

/** The session cookie's contents, when it opens (ours, unexpired); null otherwise. Memoised for one request. */
const readSessionCookie = cache(async () => decodeSessionToken((await cookies()).get(sessionCookieName())?.value));

/** The signed-in user and their token, or null. Memoised for one request. */
export const getSession = cache(async (): Promise<ServerSession | null> => {
  const token = await readSessionCookie();
  if (!token || !(await isSessionLive(token.accessToken))) return null;
  return {
    user: { id: token.uid, name: token.name ?? '', email: token.email ?? '', userType: token.userType },
    accessToken: token.accessToken,
  };
});

/**
 * For account pages: the session, or a redirect to login that comes back to this page. A cookie
 * that still opens but whose session has ended (a logout, perhaps in another tab or on another
 * instance, a password change) goes by the session-ended handler, which clears the cookie and
 * says so on the login page.
 */
export async function requireUser(path?: string): Promise<ServerSession> {
  const session = await getSession();
  if (session) return session;
  const here = path ?? (await headers()).get('x-pathname') ?? pages.dashboard;
  redirect((await readSessionCookie()) ? sessionExpiredUrl(here) : pages.login(here));
}

/** Where a page sends the browser when the API says its token is no longer valid. */
export function sessionExpiredUrl(path: string): string {
  return handlers.sessionExpired(path);
}
