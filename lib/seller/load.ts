// How seller centre pages know their user: the session (or a redirect to login that comes back),
// and whether it is a seller's. The layout shows anyone else the 403 page; each page checks again
// and reads nothing for them (the API refuses them too: it checks the role on every route).
import 'server-only';
import { requireUser, type ServerSession } from '@/lib/session/session';

/** The signed-in seller for a seller centre page at `here`; null for a signed-in buyer or admin. */
export async function sellerSession(here: string): Promise<ServerSession | null> {
  const session = await requireUser(here);
  return session.user.userType === 'seller' ? session : null;
}
