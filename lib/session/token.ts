// Opening the session cookie (next-auth's encrypted JWT). No request APIs here, so the proxy can use it.
import 'server-only';
import { decode, type JWT } from 'next-auth/jwt';
import { authSecret } from './config';

export async function decodeSessionToken(raw: string | undefined): Promise<JWT | null> {
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: authSecret() });
    if (!token?.accessToken || !token.uid) return null;
    if (token.accessTokenExpires && token.accessTokenExpires < Date.now()) return null;
    return token;
  } catch {
    // Tampered, or sealed with another secret: no session.
    return null;
  }
}
