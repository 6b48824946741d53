// next-auth (v4): credentials checked by the API's auth/login; the API's token is kept in the
// encrypted JWT cookie and never put in the session the browser can read.
import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { login } from '@/lib/upstream/auth';
import { getProfile } from '@/lib/upstream/profile';
import { describeError } from '@/lib/upstream/client';
import { loginSchema } from '@/lib/validation/auth';
import { firstErrors } from '@/lib/validation/zod';
import { pages } from '@/lib/routing/urls';
import { secureCookies } from '@/lib/settings/site';
import { authSecret, SESSION_MAX_AGE_S } from './config';
import { handOverKnownDevice, readKnownDevice } from './known-device';
import { isSessionLive, revokeSession } from './liveness';
import { safeRedirect } from './redirect';

function forwardedFor(headers: Record<string, unknown> | undefined): string | null {
  const value = headers?.['x-forwarded-for'];
  return typeof value === 'string' ? value.split(',')[0].trim() : null;
}

class SessionEndedError extends Error {
  constructor() {
    super('The session was ended at the API');
    this.name = 'SessionEndedError';
  }
}

const errorOf = (metadata: unknown) => (metadata instanceof Error ? metadata : (metadata as { error?: unknown } | null)?.error);
const isSessionEnded = (metadata: unknown) => errorOf(metadata) instanceof SessionEndedError;
const messageOf = (metadata: unknown) => {
  const error = errorOf(metadata);
  return error instanceof Error ? error.message : (metadata as { message?: unknown } | null)?.message;
};

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: secureCookies(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: pages.login(), error: pages.login() },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email or phone',
      credentials: { email: { label: 'Email or phone', type: 'text' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) throw new Error(Object.values(firstErrors(parsed.error))[0]);
        const headers = req?.headers as Record<string, unknown> | undefined;
        const result = await login(parsed.data.email, parsed.data.password, {
          forwardedFor: forwardedFor(headers),
          deviceToken: await readKnownDevice(typeof headers?.cookie === 'string' ? headers.cookie : null),
        });
        // next-auth hands this message to signIn()'s caller as `error`.
        if (!result.ok) throw new Error(describeError(result.error, AUTH_MESSAGES.loginFailed));
        const { accessToken, expires_at, device_token, user } = result.data;
        // This browser is now known to the account: the route around next-auth keeps the token in its cookie.
        handOverKnownDevice(device_token);
        return {
          id: String(user.user_id),
          name: user.name,
          email: user.email,
          userType: user.user_type,
          accessToken,
          accessTokenExpires: Date.parse(expires_at),
        };
      },
    }),
  ],
  callbacks: {
    // Where next-auth sends the browser after signing in or out (its callbackUrl, from the query,
    // the body or its cookie): a page of this site only. next-auth's own rule let '//evil.example'
    // and '/\\evil.example' through as paths and threw (a 500) on a value that is not a URL.
    redirect({ url, baseUrl }) {
      if (url === baseUrl) return baseUrl;
      const onBase = url.startsWith(`${baseUrl}/`) || url.startsWith(`${baseUrl}?`);
      return `${baseUrl}${safeRedirect(onBase ? url.slice(baseUrl.length) : url, '/')}`;
    },
    async jwt({ token, user, trigger }) {
      // A session read (/api/auth/session) of a token that has expired, or that the API has since
      // revoked: next-auth answers an empty session and clears the cookie, as getSession() does.
      if (!user) {
        if (typeof token.accessToken !== 'string' || (token.accessTokenExpires && token.accessTokenExpires < Date.now())) throw new SessionEndedError();
        if (!(await isSessionLive(token.accessToken))) throw new SessionEndedError();
      }
      if (user) {
        token.uid = user.id;
        token.name = user.name;
        token.email = user.email;
        token.userType = user.userType;
        token.accessToken = user.accessToken;
        token.accessTokenExpires = user.accessTokenExpires;
      }
      // After User Details is saved the browser asks for the session again (useSession().update()):
      // the name is read again from the API; whatever the browser sends with the request is ignored.
      if (trigger === 'update' && typeof token.accessToken === 'string') {
        const profile = await getProfile(token.accessToken);
        if (profile.ok) token.name = profile.data.name;
      }
      return token;
    },
    async session({ session, token }) {
      // Only these fields reach /api/auth/session and the browser.
      return {
        expires: session.expires,
        user: { id: token.uid, name: token.name ?? '', email: token.email ?? '', userType: token.userType },
      };
    },
  },
  events: {
    // Logout ends the session at the API too.
    async signOut({ token }) {
      if (!token?.accessToken) return;
      await revokeSession(token.accessToken);
    },
  },
  logger: {
    // A session that ended elsewhere is an expected outcome, not an error; others are logged
    // without their stack (the house's rule for logs).
    error(code, metadata) {
      if (code === 'JWT_SESSION_ERROR' && isSessionEnded(metadata)) return;
      console.error(`[next-auth][error][${code}]`, messageOf(metadata));
    },
  },
};
