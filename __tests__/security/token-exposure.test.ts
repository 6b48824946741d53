/** @jest-environment node */
// Security requirement 1 (docs/security.md), the parts a unit can prove: the session next-auth
// hands the browser (/api/auth/session, useSession) holds the user and nothing else, and the
// modules that hold the token are server-only. That no client module imports them or names the
// token is the lint rule house/no-token-in-client (eslint/house-rules.mjs).
// e2e/security.spec.ts reads the real pages, payloads, answers and cookies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { authOptions } from '@/lib/session/auth-options';
import { REPO_ROOT } from './handler-inventory';

const TOKEN = 'api-bearer-token-0123456789abcdef';

describe('requirement 1: the API bearer token never reaches the browser', () => {
  it('the session next-auth answers the browser is the user’s id, name, email and type only', async () => {
    const token: JWT = {
      uid: '7',
      name: 'Amina Wanjiru',
      email: 'amina@example.com',
      userType: 'buyer',
      accessToken: TOKEN,
      accessTokenExpires: Date.now() + 3_600_000,
    };
    const session = await authOptions.callbacks!.session!({ session: { expires: '2030-01-01T00:00:00.000Z' } as Session, token } as never);
    expect(session).toEqual({ expires: '2030-01-01T00:00:00.000Z', user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' } });
    expect(JSON.stringify(session)).not.toContain(TOKEN);
  });

  it('the modules that hold the token are server-only, so a client import fails the build', () => {
    for (const file of ['lib/session/session.ts', 'lib/session/token.ts', 'lib/session/auth-options.ts', 'lib/upstream/client.ts', 'lib/http/handler.ts']) {
      expect({ file, serverOnly: /^import 'server-only';$/m.test(readFileSync(join(REPO_ROOT, file), 'utf8')) }).toEqual({ file, serverOnly: true });
    }
  });
});
