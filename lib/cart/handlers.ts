// Shared by the cart route handlers: the mirror of a signed-in buyer's cart changes at the API.
// (Their answers, the session check and the session-ended case are route()'s, in lib/http/handler.)
import 'server-only';
import type { ServerSession } from '@/lib/session/session';
import type { UpstreamResult } from '@/lib/upstream/client';

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
