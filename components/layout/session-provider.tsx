'use client';
// next-auth's provider with no initial session: the server HTML is the same for every visitor
// (pages stay cacheable) and the browser asks /api/auth/session. It also keeps tabs in sync:
// signing in or out in one tab updates the others, and a refocused tab checks again.
import { SessionProvider as NextAuthSessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

export function SessionProvider({ children }: { children: ReactNode }) {
  return <NextAuthSessionProvider refetchOnWindowFocus>{children}</NextAuthSessionProvider>;
}
