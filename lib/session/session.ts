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

/** The signed-in user and their token, or null. Memoised for one request. */
export const getSession = cache(async (): Promise<ServerSession | null> => {
  const store = await cookies();
  const token = await decodeSessionToken(store.get(sessionCookieName())?.value);
  if (!token || !(await isSessionLive(token.accessToken))) return null;
  return {
    user: { id: token.uid, name: token.name ?? '', email: token.email ?? '', userType: token.userType },
    accessToken: token.accessToken,
  };
});

/** For account pages: the session, or a redirect to login that comes back to this page. */
export async function requireUser(path?: string): Promise<ServerSession> {
  const session = await getSession();
  if (session) return session;
  const here = path ?? (await headers()).get('x-pathname') ?? pages.dashboard;
  redirect(pages.login(here));
}

/** Where a page sends the browser when the API says its token is no longer valid. */
export function sessionExpiredUrl(path: string): string {
  return handlers.sessionExpired(path);
}
